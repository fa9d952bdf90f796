import { Link } from 'react-router';
import { InfoPage, P } from './shared/InfoPage';

/** Help Center: how Atelier works for clients and shoppers. */
export default function Help() {
  return (
    <InfoPage
      title="Help Center"
      lead="Atelier connects clients with professional personal shoppers. Here is how the pieces fit together."
      sections={[
        {
          heading: 'Joining as a client',
          body: (
            <>
              <P>
                Most clients join with an invitation from their shopper: the link they send opens the registration form
                with the code already filled in, or you can type the code on the home page and press Go. You can also
                pick a shopper from the list on the home page; each one shows their service fee. Each invitation code
                works once.
              </P>
              <P>
                Prefer to go one step at a time? Use the <Link to="/registration">step-by-step registration</Link>.
              </P>
            </>
          ),
        },
        {
          heading: 'Joining as a personal shopper',
          body: (
            <P>
              Choose <Link to="/auth?type=shopper">Become a Personal Shopper</Link>, then create invitation codes for
              your clients from the Clients tab. Once a client registers with a code, they are linked to your account.
            </P>
          ),
        },
        {
          heading: 'Shopping requests',
          body: (
            <P>
              A request says what is needed and for whom: yourself, someone close to you, or a property. Add your sizes,
              style, budget and up to five reference pictures. Your shopper adds items with prices, photos and receipts;
              you can like or dislike each item, pin comments on photos and chat on the request&apos;s Messages tab.
            </P>
          ),
        },
        {
          heading: 'Invoices and service fees',
          body: (
            <P>
              When the picks are settled, your shopper finalizes an invoice for the items you are buying. The
              shopper&apos;s service fee is a percentage of the item subtotal: each shopper sets a default (12.5% unless
              they change it) and may agree a different one for a request. Amounts are in US dollars.
            </P>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <P>
              Change your display name, photo and theme color on your Profile, and your password under Account Settings
              (both in the menu behind your avatar). Questions about a request are best asked in its Messages tab; for
              anything else, see <Link to="/contact">Contact Us</Link>.
            </P>
          ),
        },
      ]}
    />
  );
}
