import { Link } from 'react-router';
import { InfoPage, P } from './shared/InfoPage';

/** Contact Us: who to ask about what. No invented addresses: people reach their shopper in the app. */
export default function Contact() {
  return (
    <InfoPage
      title="Contact Us"
      lead="Atelier is run between you and your personal shopper, so your shopper is the quickest person to reach."
      sections={[
        {
          heading: 'Clients',
          body: (
            <>
              <P>
                Open any of your requests and write on its Messages tab: your shopper sees it with the request at hand.
                Your shopper&apos;s name and email are also on your dashboard and on the Your Shopper page.
              </P>
              <P>
                Not registered yet? Ask the shopper who invited you, or <Link to="/">choose a shopper</Link> on the home
                page.
              </P>
            </>
          ),
        },
        {
          heading: 'Personal shoppers',
          body: (
            <P>
              For questions about how this Atelier service is run, your account or access, contact the people who
              operate it: whoever invited you to use Atelier as a shopper.
            </P>
          ),
        },
        {
          heading: 'Your data',
          body: (
            <P>
              To see, correct or delete what Atelier keeps about you, contact your shopper. The{' '}
              <Link to="/privacy">Privacy Policy</Link> lists what is kept and why.
            </P>
          ),
        },
      ]}
    />
  );
}
