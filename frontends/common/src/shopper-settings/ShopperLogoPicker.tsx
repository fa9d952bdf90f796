import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { theme } from 'antd';
import { api } from '../api/typed';
import { failureText } from '../api/failure-text';
import { useToast } from '../toast/useToast';
import { AccountImagePicker } from '../uploads/AccountImagePicker';
import { useSaveShopperLogo } from './use-shopper-settings';

/**
 * The shopper's logo for her invoices' letterhead, with the avatar's picker and checks: picked,
 * uploaded (POST /api/shoppers/me/logo) and saved at once, shown, removable.
 */
export function ShopperLogoPicker({ logoUrl }: { logoUrl: string | null }) {
  const { token } = theme.useToken();
  const saveLogo = useSaveShopperLogo();
  const { toast } = useToast();

  const save = async (url: string | null) => {
    try {
      await saveLogo.mutateAsync(url);
      toast({ title: url ? 'Logo updated' : 'Logo removed', variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: failureText(error, 'Failed to update settings. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  const box = {
    width: 160,
    height: 72,
    flex: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px dashed ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorTextSecondary,
  } as const;

  return (
    <AccountImagePicker
      url={logoUrl}
      preview={
        <div style={box}>
          {logoUrl ? (
            <img src={logoUrl} alt="Your logo" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 12 }}>
              <PictureOutlined aria-hidden="true" /> No logo
            </span>
          )}
        </div>
      }
      upload={async (body) => (await api.post('/api/shoppers/me/logo', { body })).url}
      save={save}
      labels={{
        upload: 'Upload logo',
        change: 'Change logo',
        remove: 'Remove logo',
        failed: 'Failed to upload logo. Please try again.',
      }}
    />
  );
}
