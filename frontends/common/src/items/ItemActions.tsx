import CameraOutlined from '@ant-design/icons/CameraOutlined';
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { DeferredTooltip } from '../components/DeferredTooltip';
import type { ItemPermissions } from './item-rules';

function IconAction({
  label,
  hint,
  icon,
  danger,
  onClick,
}: {
  label: string;
  hint: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <DeferredTooltip title={hint}>
      <Button type="text" aria-label={label} icon={icon} danger={danger} onClick={onClick} />
    </DeferredTooltip>
  );
}

/**
 * The shopper's actions on one item, each shown only when the item allows it (a locked item
 * has none). Icon buttons keep the row short enough for a phone; the import keeps its word.
 */
export function ItemActions({
  name,
  permissions,
  importing,
  onImport,
  onPhotos,
  onReceipt,
  onEdit,
  onDelete,
}: {
  name: string;
  permissions: ItemPermissions;
  importing: boolean;
  onImport: () => void;
  onPhotos: () => void;
  onReceipt: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { import: canImport, photos, receipt, edit, delete: canDelete } = permissions;
  if (!canImport && !photos && !receipt && !edit && !canDelete) return null;
  return (
    <Flex gap={4} wrap align="center" justify="end">
      {canImport && (
        <Button
          aria-label="Import image and summary"
          icon={<CloudDownloadOutlined aria-hidden="true" />}
          loading={importing}
          onClick={onImport}
        >
          Import
        </Button>
      )}
      {photos && (
        <IconAction label="Add photos" hint="Photos" icon={<CameraOutlined aria-hidden="true" />} onClick={onPhotos} />
      )}
      {receipt && (
        <IconAction
          label="Upload receipt"
          hint="Receipt"
          icon={<FileTextOutlined aria-hidden="true" />}
          onClick={onReceipt}
        />
      )}
      {edit && (
        <IconAction label={`Edit ${name}`} hint="Edit" icon={<EditOutlined aria-hidden="true" />} onClick={onEdit} />
      )}
      {canDelete && (
        <IconAction
          label={`Delete ${name}`}
          hint="Delete"
          icon={<DeleteOutlined aria-hidden="true" />}
          danger
          onClick={onDelete}
        />
      )}
    </Flex>
  );
}
