import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../../infra/database/columns';

/**
 * Who uploaded a stored file, and for which task (null: as their avatar). Files are named by
 * their content, so one file can have several rows: each user who uploaded those bytes, for
 * each task. A URL may be attached only where its uploader may (see UploadRecords).
 */
@Entity('uploads')
@Index('IDX_uploads_userId_storageKey', ['userId', 'storageKey'])
export class Upload {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  taskId: string | null;

  /** The Storage key (`<2hex>/<sha256>.<ext>`) the upload URL names. */
  @Column({ type: 'varchar', length: 128 })
  storageKey: string;

  @CreatedAtColumn()
  createdAt: Date;
}
