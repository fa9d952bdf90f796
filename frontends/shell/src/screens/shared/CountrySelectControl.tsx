import { api, type Schemas } from '@atelier/common';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { DEFAULT_COUNTRY } from './validation';

type CountryName = Schemas['CountryName'];

/**
 * The countries an address may name (GET /api/countries, English names, alphabetically). A
 * plain request rather than a query: the public pages load without TanStack Query. Until it
 * answers, or if it fails, only the default is offered (the api checks the choice anyway).
 */
function useCountryNames(): { names: CountryName[]; loading: boolean } {
  const [state, setState] = useState<{ names: CountryName[]; loading: boolean }>({
    names: [DEFAULT_COUNTRY],
    loading: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    api.get('/api/countries', { signal: controller.signal }).then(
      (names) => setState({ names, loading: false }),
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, loading: false }));
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

export default function CountrySelectControl(props: Omit<SelectProps<string>, 'options'>) {
  const { names, loading } = useCountryNames();
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder="Choose a country"
      options={names.map((name) => ({ value: name, label: name }))}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
