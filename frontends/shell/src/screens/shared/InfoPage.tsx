import { useDocumentTitle } from '@atelier/common';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

/** The support pages (help, contact, privacy, terms): a title, a lead paragraph, sections. */
export function InfoPage({ title, lead, sections }: { title: string; lead: ReactNode; sections: InfoSection[] }) {
  useDocumentTitle(title);
  return (
    <Card style={{ maxWidth: 820, margin: '0 auto' }} styles={{ body: { padding: 'clamp(16px, 4vw, 40px)' } }}>
      <article>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{lead}</Typography.Paragraph>
        {sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={2} style={{ fontSize: 19 }}>
              {section.heading}
            </Typography.Title>
            {section.body}
          </section>
        ))}
        <Typography.Paragraph type="secondary" style={{ marginTop: 32, marginBottom: 0 }}>
          <Link to="/">Back to Home</Link>
        </Typography.Paragraph>
      </article>
    </Card>
  );
}

export const P = ({ children }: { children: ReactNode }) => <Typography.Paragraph>{children}</Typography.Paragraph>;
