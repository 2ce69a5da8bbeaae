import { PublicFormMessage } from './public-form-message';

export function LinkNotFound() {
  return <PublicFormMessage title="Feedback Link Not Found" text="This feedback link doesn't exist or has been deactivated." />;
}
