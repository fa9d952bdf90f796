import { Col, Form, Input, Row, Select } from 'antd';
import type { CountryName } from './use-contact-details';

export type AddressPrefix = 'billing' | 'shipping';

/**
 * One address of the contact details form: street, optional second line, city, state or
 * province, ZIP or postal code and country, in a fieldset named by its legend. Each required
 * part says so as the api words it ("Billing city is required").
 */
export function AddressFields({
  prefix,
  legend,
  countries,
}: {
  prefix: AddressPrefix;
  legend: 'Billing address' | 'Shipping address';
  countries: CountryName[];
}) {
  const kind = prefix === 'billing' ? 'Billing' : 'Shipping';
  const required = (part: string) => [{ required: true, whitespace: true, message: `${kind} ${part} is required` }];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 16 }}>{legend}</legend>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name={`${prefix}Address`} label="Street address" rules={required('address')}>
            <Input autoComplete={`${prefix} address-line1`} maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name={`${prefix}Address2`} label="Address line 2 (optional)">
            <Input autoComplete={`${prefix} address-line2`} maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={`${prefix}City`} label="City" rules={required('city')}>
            <Input autoComplete={`${prefix} address-level2`} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={`${prefix}State`} label="State / Province / Region" rules={required('state')}>
            <Input autoComplete={`${prefix} address-level1`} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={`${prefix}Zip`} label="ZIP / Postal code" rules={required('ZIP')}>
            <Input autoComplete={`${prefix} postal-code`} maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={`${prefix}Country`}
            label="Country"
            rules={[{ required: true, message: `${kind} country is required` }]}
            validateTrigger={['onChange', 'onBlur']}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose a country"
              options={countries.map((name) => ({ value: name, label: name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}
