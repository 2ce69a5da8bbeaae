import { PublicFormMessage } from './public-form-message';

/** The pill reached its response limit or closing time: nothing the respondent can do but know it. */
export function LinkClosed() {
  return (
    <PublicFormMessage title="This Pill Is Closed" text="This pill is closed and no longer accepts responses. Thank you for stopping by." />
  );
}
