import { EventEmitter } from 'node:events';
import type { Consumer } from '@nestjs/microservices/external/kafka.interface';
import { ConsumerHealth } from './consumer-health';

const EVENTS = {
  CONNECT: 'consumer.connect',
  GROUP_JOIN: 'consumer.group_join',
  STOP: 'consumer.stop',
  DISCONNECT: 'consumer.disconnect',
  CRASH: 'consumer.crash',
};

function fakeConsumer() {
  const emitter = new EventEmitter();
  const consumer = {
    events: EVENTS,
    on: (name: string, listener: (e: unknown) => void) => emitter.on(name, listener),
  } as unknown as Consumer;
  return { consumer, emit: (name: keyof typeof EVENTS, payload: object = {}) => emitter.emit(EVENTS[name], { payload }) };
}

describe("a Kafka consumer's health, from its events", () => {
  it('is ready once in its group, not before', () => {
    const health = new ConsumerHealth();
    const { consumer, emit } = fakeConsumer();
    health.watch(consumer);
    expect([health.ready, health.alive]).toEqual([false, true]);
    emit('CONNECT');
    expect(health.state).toBe('joining');
    emit('GROUP_JOIN');
    expect([health.ready, health.alive]).toEqual([true, true]);
  });

  it('is not ready while kafkajs restarts it after a broker restart, and ready again when it rejoins', () => {
    const health = new ConsumerHealth();
    const { consumer, emit } = fakeConsumer();
    health.watch(consumer);
    emit('GROUP_JOIN');
    emit('STOP');
    emit('DISCONNECT');
    emit('CRASH', { error: Object.assign(new Error('x'), { name: 'KafkaJSNumberOfRetriesExceeded' }), restart: true });
    expect([health.state, health.ready, health.alive]).toEqual(['restarting', false, true]);
    emit('CONNECT');
    emit('GROUP_JOIN');
    expect(health.ready).toBe(true);
  });

  it('is no longer alive when kafkajs gives up on it', () => {
    const health = new ConsumerHealth();
    const { consumer, emit } = fakeConsumer();
    health.watch(consumer);
    emit('GROUP_JOIN');
    emit('DISCONNECT');
    emit('CRASH', { error: new Error('fatal'), restart: false });
    expect([health.state, health.ready, health.alive]).toEqual(['crashed', false, false]);
  });

  it('knows the partitions its member was given, through a restart until it joins again', () => {
    const health = new ConsumerHealth();
    const { consumer, emit } = fakeConsumer();
    health.watch(consumer);
    expect(health.assignment).toEqual({});
    emit('GROUP_JOIN', { memberAssignment: { 'pill.link.events': [0, 2] } });
    expect(health.assignment).toEqual({ 'pill.link.events': [0, 2] });
    emit('CRASH', { error: new Error('x'), restart: true });
    expect(health.assignment).toEqual({ 'pill.link.events': [0, 2] });
    emit('GROUP_JOIN', { memberAssignment: { 'pill.link.events': [1] } });
    expect(health.assignment).toEqual({ 'pill.link.events': [1] });
  });
});
