/** Stands in for an antd part that this build leaves out (left-out-antd-parts.js lists them). */
export default function LeftOutAntdPart() {
  throw new Error('This antd part is left out of the build: see frontends/federation/left-out-antd-parts.js');
}
