import CheckOutlined from '@ant-design/icons/CheckOutlined';
import {
  api,
  ApiError,
  InitialsAvatar,
  type Me,
  PALETTE_KEYS,
  PALETTES,
  type PaletteKey,
  roleLabel,
  type Schemas,
  shopperKeys,
  useDocumentTitle,
  useSession,
  useToast,
} from '@atelier/common';
import {
  ShopperSettingsFields,
  type ShopperSettingsValues,
  toSettingsFormValues,
  useSaveShopperSettings,
  useShopperSettings,
} from '@atelier/common/shopper-settings';
import { AccountImagePicker } from '@atelier/common/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Radio, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from './shared/errors';
import { MESSAGES } from './shared/validation';

/**
 * docs/product-rules.md, "Uploads and limits": JPEG, PNG, GIF or WebP, at most 5 MB (the checks
 * every account image shares).
 */
export { prepareAccountImage as prepareAvatar } from '@atelier/common/uploads';
const PROFILE_FAILED = 'Failed to update profile.';

/** The server's message for a rejected value (400, 413), else nothing: the title says enough. */
const detailOf = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 413) ? error.serverMessage : undefined;

/**
 * The signed-in user's profile (docs/product-rules.md, "Profile and shopper settings"): photo,
 * display name, read-only email and account type, theme color (re-themes the app at once through
 * setMe), and for shoppers the default service fee and social media link.
 */
export default function Profile() {
  useDocumentTitle('Profile');
  const { me, role } = useSession();
  if (!me) return null; // RequireSignIn renders this screen for signed-in users only
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1000, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Profile
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <PhotoCard me={me} />
            <ThemeCard me={me} />
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <AccountCard me={me} />
            {role === 'SHOPPER' && <ShopperSettingsCard />}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

function useProfileSaver() {
  const { setMe } = useSession();
  const { toast } = useToast();
  return async (body: Schemas['UpdateProfileDto'], success: string): Promise<boolean> => {
    try {
      setMe(await api.put('/api/profile', { body }));
      toast({ title: success, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: PROFILE_FAILED, description: detailOf(error), variant: 'destructive' });
      return false;
    }
  };
}

function PhotoCard({ me }: { me: Me }) {
  const save = useProfileSaver();
  const { avatarUrl } = me.profile;

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Photo</h2>}>
      <AccountImagePicker
        url={avatarUrl}
        preview={
          <InitialsAvatar name={me.profile.displayName} src={avatarUrl} size={96} fontSize={36} alt="Your photo" />
        }
        upload={async (body) => (await api.post('/api/upload-avatar', { body })).url}
        save={(url) => save({ avatarUrl: url }, url ? 'Photo updated' : 'Photo removed')}
        labels={{
          upload: 'Upload photo',
          change: 'Change photo',
          remove: 'Remove photo',
          failed: 'Failed to upload avatar. Please try again.',
        }}
      />
    </Card>
  );
}

function AccountCard({ me }: { me: Me }) {
  const [form] = Form.useForm<{ displayName: string }>();
  const [saving, setSaving] = useState(false);
  const save = useProfileSaver();
  const queryClient = useQueryClient();
  const [displayName, setDisplayName] = useState(me.profile.displayName);
  const unchanged = displayName.trim() === me.profile.displayName;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Account</h2>}>
      <Form
        noValidate
        form={form}
        name="profile"
        layout="vertical"
        requiredMark={false}
        initialValues={{ displayName: me.profile.displayName }}
        onValuesChange={(changed: { displayName?: string }) => setDisplayName(changed.displayName ?? '')}
        onFinish={async ({ displayName: name }) => {
          setSaving(true);
          if (await save({ displayName: name.trim() }, 'Profile updated')) {
            form.setFieldValue('displayName', name.trim());
            setDisplayName(name.trim());
            void queryClient.invalidateQueries({ queryKey: shopperKeys.mySettings });
          }
          setSaving(false);
        }}
      >
        <Form.Item
          name="displayName"
          label="Display name"
          rules={[{ required: true, whitespace: true, message: MESSAGES.displayNameRequired }]}
        >
          <Input autoComplete="nickname" maxLength={100} />
        </Form.Item>
        <Form.Item label="Email" htmlFor="profile_email" extra="Your email cannot be changed.">
          <Input id="profile_email" value={me.user.email} readOnly variant="filled" />
        </Form.Item>
        <Form.Item label="Account type" htmlFor="profile_role">
          <Input id="profile_role" value={roleLabel(me.user.role)} readOnly variant="filled" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={unchanged}>
          Save Changes
        </Button>
      </Form>
    </Card>
  );
}

function ThemeCard({ me }: { me: Me }) {
  const save = useProfileSaver();
  const [saving, setSaving] = useState<PaletteKey | null>(null);
  const current = saving ?? me.profile.colorPalette;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Theme color</h2>}>
      <Radio.Group
        value={current}
        aria-label="Theme color"
        disabled={saving !== null}
        onChange={async (event) => {
          const next = event.target.value as PaletteKey;
          setSaving(next);
          await save({ colorPalette: next }, 'Theme updated');
          setSaving(null);
        }}
        style={{ width: '100%' }}
      >
        <Row gutter={[8, 8]}>
          {PALETTE_KEYS.map((key) => {
            const palette = PALETTES[key];
            return (
              <Col xs={12} key={key}>
                <Radio value={key} style={{ width: '100%', alignItems: 'center' }}>
                  <Flex align="center" gap={8}>
                    <span
                      aria-hidden="true"
                      style={{
                        width: 22,
                        height: 22,
                        borderRadius: '50%',
                        background: palette.token.colorPrimary,
                        border: `3px solid ${palette.token.colorBgLayout}`,
                        boxShadow: '0 0 0 1px rgba(0,0,0,0.15)',
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        color: '#fff',
                        fontSize: 10,
                      }}
                    >
                      {current === key && <CheckOutlined />}
                    </span>
                    {palette.label}
                  </Flex>
                </Radio>
              </Col>
            );
          })}
        </Row>
      </Radio.Group>
    </Card>
  );
}

function ShopperSettingsCard() {
  const { toast } = useToast();
  const settings = useShopperSettings();
  const save = useSaveShopperSettings();

  const title = <h2 style={{ margin: 0, fontSize: 16 }}>Shopper settings</h2>;
  if (settings.isPending) {
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <Card title={title}>
        <Alert
          type="error"
          showIcon
          title="Your shopper settings could not be loaded."
          description={messageOf(settings.error, 'Please try again.')}
          action={
            <Button size="small" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card title={title}>
      <Form<ShopperSettingsValues>
        noValidate
        name="shopperSettings"
        layout="vertical"
        requiredMark={false}
        initialValues={toSettingsFormValues(settings.data)}
        onFinish={async (values) => {
          try {
            await save.mutateAsync(values);
            toast({ title: 'Settings Updated', variant: 'success' });
          } catch (error) {
            toast({
              title: 'Failed to update shopper settings.',
              description: detailOf(error),
              variant: 'destructive',
            });
          }
        }}
      >
        <ShopperSettingsFields />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save Shopper Settings
        </Button>
      </Form>
    </Card>
  );
}
