/**
 * An aggregate's rules as pure functions: `decide` turns a command and the current state into
 * new events (or throws a DomainError), `evolve` folds an event into the state.
 */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<E extends { type: string; data: unknown }, S>(
  decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>,
  events: E[],
): S {
  return events.reduce(decider.evolve, decider.initialState());
}
