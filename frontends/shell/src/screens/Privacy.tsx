import { Link } from 'react-router';
import { InfoPage, P } from './shared/InfoPage';

/** Privacy Policy: what Atelier keeps, who sees it, and how to have it deleted. */
export default function Privacy() {
  return (
    <InfoPage
      title="Privacy Policy"
      lead="Atelier keeps what it needs to run shopping between you and your personal shopper, and nothing for advertising."
      sections={[
        {
          heading: 'What we keep',
          body: (
            <ul>
              <li>
                Your account: email address, password (stored only as a one-way hash), role, display name, profile photo
                and theme color.
              </li>
              <li>For clients: first and last name, phone number, billing and shipping addresses.</li>
              <li>The people and places you shop for (recipients), with the sizes and preferences you enter.</li>
              <li>
                Request content: descriptions, answers, reference pictures, items, prices, photos, receipts, messages,
                comments on images and invoices.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Who sees it',
          body: (
            <P>
              A client&apos;s details and requests are visible to that client and to their personal shopper. Shoppers
              see only their own clients. Your data is not sold or shared with advertisers.
            </P>
          ),
        },
        {
          heading: 'Your browser',
          body: (
            <P>
              When you sign in, a sign-in token is kept in your browser&apos;s local storage so you stay signed in; Log
              Out removes it. Atelier does not use tracking cookies.
            </P>
          ),
        },
        {
          heading: 'Product links',
          body: (
            <P>
              When your shopper imports a product from a link, Atelier fetches that page to read the product&apos;s
              picture and description. Nothing about you is sent with it.
            </P>
          ),
        },
        {
          heading: 'Seeing, correcting or deleting your data',
          body: (
            <P>
              You can change your name, photo and password yourself. To have your account and its data deleted, contact
              your shopper (see <Link to="/contact">Contact Us</Link>). Invoices may have to be kept for as long as
              accounting rules require.
            </P>
          ),
        },
      ]}
    />
  );
}
