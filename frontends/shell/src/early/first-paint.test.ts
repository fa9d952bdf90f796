import { afterNextPaint, fillFirstPaintTaskTitle, paintFirstScreen } from './first-paint';

const shopper = { userId: 'u1', role: 'SHOPPER', displayName: 'Ana Lima' };

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = `
    <div id="root"><div id="boot">Loading Atelier…</div></div>
    <template id="atelier-first-paint-shopper-dashboard-shopper"><main><h1 data-slot="greeting"></h1><p>Your clients</p></main></template>
    <template id="atelier-first-paint-client-dashboard-client"><main><h1 data-slot="greeting"></h1></main></template>
    <template id="atelier-first-paint-tasks-shopper"><main><h1>All Tasks</h1></main></template>
    <template id="atelier-first-paint-task-detail-shopper"><main><h1 data-slot="task-title"></h1></main></template>`;
});

const root = () => document.getElementById('root')!;

it("paints a dashboard's template in place of the loading text, greeting the remembered name", () => {
  expect(paintFirstScreen('shopper-dashboard', shopper)).toBe(true);
  expect(root().querySelector('h1')).toHaveTextContent('Welcome back, Ana Lima!');
  expect(root()).toHaveTextContent('Your clients');
  expect(document.getElementById('boot')).toBeNull();
  // The template stays as it was, for nothing else to read.
  const template = document.getElementById('atelier-first-paint-shopper-dashboard-shopper') as HTMLTemplateElement;
  expect(template.content.querySelector('h1')?.textContent).toBe('');
});

it('welcomes an account created in this tab, as the dashboard does', () => {
  sessionStorage.setItem('atelier.new-account', 'u1');
  paintFirstScreen('shopper-dashboard', shopper);
  expect(root().querySelector('h1')).toHaveTextContent('Welcome, Ana Lima!');
});

it.each([
  ['no account is remembered', 'shopper-dashboard', null],
  ["the other role's dashboard", 'client-dashboard', shopper],
  ['a page without a first paint', 'task-wizard', shopper],
  ["a role's page without a template", 'tasks', { ...shopper, role: 'CLIENT' }],
] as const)('paints nothing for %s', (_, routeKey, account) => {
  expect(paintFirstScreen(routeKey, account)).toBe(false);
  expect(root()).toHaveTextContent('Loading Atelier…');
});

it("paints the task list's title for the role", () => {
  expect(paintFirstScreen('tasks', shopper)).toBe(true);
  expect(root().querySelector('h1')).toHaveTextContent('All Tasks');
});

it("puts a task's title in the painted task page, as the page shows it", () => {
  paintFirstScreen('task-detail', shopper);
  fillFirstPaintTaskTitle('Gift wrap');
  expect(root().querySelector('h1')).toHaveTextContent('Gift wrap');
  expect(root().querySelector('h1')).toHaveAttribute('title', 'Gift wrap');
});

it('leaves the page alone once React has replaced the first paint', () => {
  root().innerHTML = '<h1>Gift wrap</h1>';
  fillFirstPaintTaskTitle('Something else');
  expect(root().querySelector('h1')).toHaveTextContent('Gift wrap');
});

it('paints nothing when the page has no template (a development build)', () => {
  document.getElementById('atelier-first-paint-shopper-dashboard-shopper')!.remove();
  expect(paintFirstScreen('shopper-dashboard', shopper)).toBe(false);
  expect(root()).toHaveTextContent('Loading Atelier…');
});

describe('afterNextPaint', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the next frame, then for the task after it', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const next = jest.fn();
    afterNextPaint(next);
    expect(next).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(next).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints nothing', () => {
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const next = jest.fn();
    afterNextPaint(next);
    expect(next).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
  });
});
