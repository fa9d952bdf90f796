import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Col, Flex, Row, theme, Typography, Upload, type UploadProps } from 'antd';
import { useId, useRef, useState } from 'react';
import { IMAGE_CONTENT, ShrinkingFiles, type UploadLimits, type UploadProblem, usePickPreparation } from '../uploads';
import { MAX_REFERENCE_IMAGES, REFERENCE_IMAGE_LIMITS } from './reference-images';
import type { ReferenceImage } from './use-reference-images';
import { VISUALLY_HIDDEN } from '../components/visually-hidden';

/** The step's limits, with the bytes of each pick read: a text file named .jpg is refused when picked. */
const PICK_LIMITS: UploadLimits = { ...REFERENCE_IMAGE_LIMITS, content: IMAGE_CONTENT };

/**
 * Step 4: up to 5 reference images, picked or dropped, shown as thumbnails. Each pick is
 * checked on its bytes and its images over 5MB are shrunk to fit, here; nothing is sent now:
 * the files stay in the browser and go with the request when it is created.
 */
export function ImagesStep({
  images,
  problems,
  onAdd,
  onRemove,
}: {
  images: ReferenceImage[];
  problems: UploadProblem[];
  onAdd: (pick: File[]) => void;
  onRemove: (uid: string) => void;
}) {
  const inputId = useId();
  const { token } = theme.useToken();
  const { prepare, shrinking } = usePickPreparation(PICK_LIMITS);
  // What the step found wrong with the latest pick; `problems` are what the wizard found.
  const [refused, setRefused] = useState<UploadProblem[]>([]);
  // antd asks about each file of a pick in turn; the whole pick is judged at its first file.
  const judged = useRef(new WeakSet<File>());
  const full = images.length + shrinking.length >= MAX_REFERENCE_IMAGES;

  const beforeUpload: UploadProps['beforeUpload'] = (file, pick) => {
    if (!judged.current.has(file)) {
      pick.forEach((picked) => judged.current.add(picked));
      void prepare(pick, MAX_REFERENCE_IMAGES - images.length - shrinking.length, setRefused).then(
        ({ ready, problems: found }) => {
          setRefused(found);
          onAdd(ready.map((prepared) => prepared.file));
        },
      );
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Optional: photos of things you like, the room, or the outfit to match.
      </Typography.Paragraph>
      <label htmlFor={inputId} style={VISUALLY_HIDDEN}>
        Choose reference images
      </label>
      <Upload.Dragger
        id={inputId}
        // "native": dropped files reach our checks too, which say why a file is refused.
        accept={{ format: REFERENCE_IMAGE_LIMITS.accept, filter: 'native' }}
        multiple
        beforeUpload={beforeUpload}
        showUploadList={false}
        disabled={full}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">Choose images or drag them here</p>
        <p className="ant-upload-hint">
          {full ? 'No more images can be added.' : 'JPEG, PNG, GIF or WebP · up to 5 images · 5MB each'}
        </p>
      </Upload.Dragger>
      <ShrinkingFiles files={shrinking} maxBytes={PICK_LIMITS.maxBytes} />
      {[...refused, ...problems].map((problem, index) => (
        <Alert key={index} type="error" showIcon title={problem.title} description={problem.description} />
      ))}
      <Typography.Text type="secondary" aria-live="polite">
        {images.length} of {MAX_REFERENCE_IMAGES} images
      </Typography.Text>
      {images.length > 0 && (
        <Row gutter={[12, 12]} role="list" aria-label="Reference images">
          {images.map((image) => (
            <Col key={image.uid} xs={12} sm={8} role="listitem">
              <figure style={{ margin: 0, position: 'relative' }}>
                <img
                  src={image.previewUrl}
                  alt={image.file.name}
                  style={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: token.borderRadiusLG,
                    border: `1px solid ${token.colorBorderSecondary}`,
                  }}
                />
                <Flex align="center" justify="space-between" gap={4}>
                  <Typography.Text ellipsis style={{ fontSize: 13, minWidth: 0 }}>
                    {image.file.name}
                  </Typography.Text>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={`Remove ${image.file.name}`}
                    onClick={() => {
                      setRefused([]);
                      onRemove(image.uid);
                    }}
                  />
                </Flex>
              </figure>
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
