// The public form's screens other than the form itself, in one chunk loaded when one is needed.
export { FormUnavailable } from './form-unavailable';
export { LinkClosed } from './link-closed';
export { LinkNotFound } from './link-not-found';
export { ThankYou } from './thank-you';
