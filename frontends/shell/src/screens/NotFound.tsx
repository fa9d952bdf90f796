import { Result } from 'antd';
import { Link } from 'react-router';

/** Any path outside the route table (docs/product-rules.md, "Route table"). */
export default function NotFound() {
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <Link to="/" style={{ fontSize: 16 }}>
          Back to Home
        </Link>
      }
    />
  );
}
