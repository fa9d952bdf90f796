import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../api/client';
import { useToast } from '../toast/useToast';
import { ACCOUNT_IMAGE_TYPES, prepareAccountImage } from './account-image';

export interface AccountImagePickerProps {
  /** The image now, or null. */
  url: string | null;
  /** Draws the image (or its placeholder) beside the buttons. */
  preview: ReactNode;
  /** Sends the prepared file (multipart field `file`) and answers the stored image's URL. */
  upload: (body: FormData) => Promise<string>;
  /** Makes `url` the image (null removes it); true once saved (it says so itself). */
  save: (url: string | null) => Promise<boolean>;
  labels: {
    /** "Upload photo" */
    upload: string;
    /** "Change photo" */
    change: string;
    /** "Remove photo" */
    remove: string;
    /** Said when the upload fails without a message of the server: "Failed to upload avatar. Please try again." */
    failed: string;
  };
}

/** The server's message for a rejected file (400, 413), else nothing. */
const detailOf = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 413) ? error.serverMessage : undefined;

/**
 * An account's image (the avatar on /profile, the shopper's logo on /shopper-settings): a
 * preview, an upload button checking the file first (type, bytes, 5 MB after shrinking a
 * larger photo), a remove link while there is one, and the limits. A picked image is uploaded
 * and saved at once; a refused one says why beneath.
 */
export function AccountImagePicker({ url, preview, upload, save, labels }: AccountImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  const pick = async (picked: File) => {
    setBusy(true);
    try {
      const prepared = await prepareAccountImage(picked);
      setProblem('problem' in prepared ? prepared.problem : null);
      if ('problem' in prepared) return;
      const body = new FormData();
      body.append('file', prepared.file);
      let stored: string;
      try {
        stored = await upload(body);
      } catch (error) {
        toast({ title: 'Upload failed', description: detailOf(error) ?? labels.failed, variant: 'destructive' });
        return;
      }
      await save(stored);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Flex align="center" gap={20} wrap>
        {preview}
        <Flex vertical gap={8} align="start">
          <Upload
            accept={ACCOUNT_IMAGE_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            disabled={busy}
            beforeUpload={(file) => {
              void pick(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<CameraOutlined aria-hidden="true" />} loading={busy}>
              {url ? labels.change : labels.upload}
            </Button>
          </Upload>
          {url && (
            <Button
              type="link"
              danger
              disabled={busy}
              style={{ padding: 0 }}
              onClick={async () => {
                setBusy(true);
                try {
                  await save(null);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {labels.remove}
            </Button>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            JPEG, PNG, GIF or WebP, up to 5 MB.
          </Typography.Text>
        </Flex>
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
    </>
  );
}
