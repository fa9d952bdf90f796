import { Input } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

// The dropdown's code (antd Select) and the list come with the address step, not the page.
const CountrySelectControl = lazy(() => import('./CountrySelectControl'));

/**
 * The country of an address, chosen from GET /api/countries by typing part of its name.
 * Until its code arrives, the chosen country shows in a box of the same size.
 */
export function CountrySelect(props: ComponentProps<typeof CountrySelectControl>) {
  return (
    <Suspense fallback={<Input id={props.id} readOnly value={props.value ?? undefined} />}>
      <CountrySelectControl {...props} />
    </Suspense>
  );
}
