/**
 * The antd the three apps share at run time under the key "antd-menu" (federation/shared.js):
 * the menu of the header's account popover, fetched when it first opens (or at the first
 * pointer or key on the page), not with the page. See shared-antd.ts; the shell provides this
 * module with the others, so the antd internals they have in common are one instance.
 */
export { Menu } from 'antd/es';
