import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** The visitors' Sign In button in the header. */
export function SignInButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/auth')}>
      Sign In
    </Button>
  );
}
