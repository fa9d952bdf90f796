import { Placeholder } from './Placeholder';

/** PLACEHOLDER — My Recipients (spec section 2, "Recipients"). */
export default function Recipients() {
  return <Placeholder title="My Recipients" route="/recipients" />;
}
