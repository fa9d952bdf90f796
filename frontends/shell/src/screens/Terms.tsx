import { Link } from 'react-router';
import { InfoPage, P } from './shared/InfoPage';

/** Terms of Service: the plain rules of using Atelier. */
export default function Terms() {
  return (
    <InfoPage
      title="Terms of Service"
      lead="These terms describe how Atelier is meant to be used by clients and personal shoppers."
      sections={[
        {
          heading: 'The service',
          body: (
            <P>
              Atelier is a workspace shared by a client and their personal shopper: requests, curated items, messages
              and invoices. What is bought, from which store and at what price is agreed between the client and the
              shopper.
            </P>
          ),
        },
        {
          heading: 'Accounts',
          body: (
            <P>
              Give accurate details, keep your password to yourself, and tell your shopper if you think someone else has
              used your account. An invitation code is meant for the person it was sent to and works once.
            </P>
          ),
        },
        {
          heading: 'Prices, fees and invoices',
          body: (
            <P>
              Item prices are entered by your shopper. The invoice lists the items you are buying, their subtotal and
              the shopper&apos;s service fee, a percentage of that subtotal shown before you register and on each
              request. Amounts are in US dollars. Pay invoices as agreed with your shopper.
            </P>
          ),
        },
        {
          heading: 'What you upload',
          body: (
            <P>
              You keep the rights to the pictures, receipts and messages you add. By adding them you allow Atelier to
              store them and show them to the other party of the request. Do not upload anything you have no right to
              share, or anything unlawful or abusive.
            </P>
          ),
        },
        {
          heading: 'Closing an account',
          body: (
            <P>
              To close your account, contact your shopper (see <Link to="/contact">Contact Us</Link>). What happens to
              your data is described in the <Link to="/privacy">Privacy Policy</Link>.
            </P>
          ),
        },
      ]}
    />
  );
}
