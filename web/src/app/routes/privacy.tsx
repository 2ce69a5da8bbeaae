import { LegalPage } from '../../features/legal/components/legal-page';

export default function PrivacyRoute() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <h2>In short</h2>
        <p>
          Pill lets people give feedback without revealing who they are. We keep only what the service needs to work, and we say below
          exactly what that is.
        </p>
      </section>
      <section>
        <h2>What we store about respondents</h2>
        <ul>
          <li>The answers you type into a feedback form, and the time they were submitted.</li>
          <li>Your name, only if you choose to fill in the optional name field.</li>
          <li>That a form was opened (a visit count), with no information about who opened it.</li>
        </ul>
      </section>
      <section>
        <h2>What we never store about respondents</h2>
        <ul>
          <li>Your IP address.</li>
          <li>Your browser's user agent.</li>
          <li>Any fingerprint, tracking cookie or other identifier of you or your device.</li>
        </ul>
        <p>
          To stop abuse we limit how often a form can be submitted. That limit uses a salted hash that is held in memory only, is never
          written to disk or logs, and disappears when the server restarts.
        </p>
      </section>
      <section>
        <h2>What we store about owners</h2>
        <p>
          If you create an account we store your name, email address and a securely hashed password (or the identifier your sign-in provider
          gives us), your questions and your feedback links. A session cookie keeps you signed in.
        </p>
      </section>
      <section>
        <h2>Moderation and analysis</h2>
        <p>
          Answers are checked for harmful content before they are saved. Answers may be analysed to produce themes and suggestions for the
          link's owner; when an external AI service is configured, the answers of that link are sent to it for this purpose only. Respondent
          text is treated as data, never as instructions.
        </p>
      </section>
      <section>
        <h2>Security checks</h2>
        <p>
          Where enabled, the public form uses Google reCAPTCHA v3 to tell people from bots. Google's Privacy Policy and Terms of Service
          apply to that check. On servers without it, no third-party script is loaded on the form.
        </p>
      </section>
      <section>
        <h2>Deleting data</h2>
        <p>
          Owners can delete single responses, a whole link, or their account. Deleting a link erases its answers and the names given with
          them; deleting an account erases all of its links that way, and its questions, name and email. Respondents who want an answer
          removed can ask the link's owner, or contact us through the support address on the home page.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>If this policy changes, we will update this page and its date.</p>
      </section>
    </LegalPage>
  );
}
