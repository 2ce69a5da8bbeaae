import { Button } from '../../../components/ui/button';
import { PublicFormMessage } from './public-form-message';

/** The form's settings could not be read: say so rather than show a form the server would refuse. */
export function FormUnavailable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <PublicFormMessage
      role="alert"
      title="Form Could Not Load"
      text="We could not reach the server to prepare this form. Check your connection and try again."
    >
      <Button className="mt-6" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </PublicFormMessage>
  );
}
