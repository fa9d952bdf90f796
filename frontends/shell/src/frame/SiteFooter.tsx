import { Col, Layout, Row, theme, Typography } from 'antd';
import { Link } from 'react-router';

const SERVICES = [
  'Personal Shopping (Clothing & Fashion)',
  'Wardrobe Styling',
  'Home Décor & Furnishing',
  'Event Planning & Supplies',
];

const SUPPORT = [
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

/** The visitors' footer: Services, Support and the copyright line (established 2025). */
export function SiteFooter() {
  const { token } = theme.useToken();
  // Second-level headings (they follow the page's own) in the size of a fifth-level one.
  const headingStyle = { marginTop: 0, fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 };
  return (
    <Layout.Footer style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, padding: '32px 24px 24px' }}>
      <div style={{ maxWidth: 1100, margin: '0 auto' }}>
        <Row gutter={[32, 24]}>
          <Col xs={24} md={10}>
            <Typography.Title level={2} style={headingStyle}>
              Atelier
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              Professional personal shoppers for your wardrobe, your home and your events.
            </Typography.Paragraph>
          </Col>
          <Col xs={12} md={7}>
            <Typography.Title level={2} style={headingStyle}>
              Services
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
              {SERVICES.map((service) => (
                <li key={service}>
                  <Typography.Text type="secondary">{service}</Typography.Text>
                </li>
              ))}
            </ul>
          </Col>
          <Col xs={12} md={7}>
            <nav aria-label="Support">
              <Typography.Title level={2} style={headingStyle}>
                Support
              </Typography.Title>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
                {SUPPORT.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '24px 0 0', fontSize: 13 }}>
          © {new Date().getFullYear()} Atelier, Personal Shopping Assistant, established 2025. All rights reserved.
        </Typography.Paragraph>
      </div>
    </Layout.Footer>
  );
}
