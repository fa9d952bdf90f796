/**
 * Stands in, in the light public build, for the antd parts the public screens never render
 * (build/public-pages.js lists them). Rendering it is a mistake to see at once: a public
 * screen that starts using such a part must take it off that list.
 */
export default function NotInLightBuild(): never {
  throw new Error('This antd part is left out of the public pages build (frontends/shell/build/public-pages.js)');
}
