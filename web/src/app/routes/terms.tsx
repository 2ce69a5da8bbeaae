import { LegalPage } from '../../features/legal/components/legal-page';

export default function TermsRoute() {
  return (
    <LegalPage title="Terms of Service">
      <section>
        <h2>The service</h2>
        <p>
          Pill lets signed-in owners create feedback links and lets anyone answer them anonymously. By using Pill you agree to these terms.
        </p>
      </section>
      <section>
        <h2>Your responsibilities</h2>
        <ul>
          <li>Use Pill to ask for and give honest, constructive feedback.</li>
          <li>Do not submit threats, harassment, hate, personal data of others or unlawful content.</li>
          <li>Do not try to identify anonymous respondents or to get around the service's limits and checks.</li>
          <li>Owners are responsible for the questions they ask and for how they use the answers.</li>
        </ul>
      </section>
      <section>
        <h2>Content and moderation</h2>
        <p>
          Answers belong to the people who wrote them and are shown to the owner of the link they answered. We may refuse content that our
          moderation flags as harmful, and we may suspend links used for abuse.
        </p>
      </section>
      <section>
        <h2>Anonymity</h2>
        <p>
          We do not store respondents' IP addresses, user agents or fingerprints, and the name field is optional. What you write in an
          answer can still reveal who you are, so please keep that in mind.
        </p>
      </section>
      <section>
        <h2>AI analysis</h2>
        <p>
          Themes, concerns and action steps are generated automatically and can be wrong. Treat them as suggestions, not as professional,
          medical, legal or HR advice.
        </p>
      </section>
      <section>
        <h2>Deletion</h2>
        <p>Owners can delete responses and links at any time. Deleting a link erases its answers.</p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          Pill is provided as is, without warranty of any kind. To the extent the law allows, we are not liable for indirect or
          consequential losses arising from its use.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>We may update these terms; the date above shows the latest version.</p>
      </section>
    </LegalPage>
  );
}
