import { heading, paragraph, renderEmailHtml } from './email-layout';

describe('renderEmailHtml', () => {
  const render = () =>
    renderEmailHtml({
      title: 'Reset your Atelier password',
      preview: 'Choose a new password.',
      body: [heading('Hi Casey,'), paragraph('Choose a new password.')].join('\n'),
      footer: 'You asked to reset your password.',
    });

  it('declares its language and takes the subject as its title', async () => {
    const html = await render();
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain('<title>Reset your Atelier password</title>');
  });

  it('loads nothing from a third party: no web fonts, no remote style sheets', async () => {
    const html = await render();
    expect(html).not.toMatch(/fonts\.googleapis|<link[^>]+href="http|@import url/);
  });
});
