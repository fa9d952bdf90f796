import { configLoaderInTempDir } from '../../test/support/config-loading';

/** The S3_* variables: where files go, and how the bucket is reached. */
describe('file storage configuration', () => {
  const { load, refusal } = configLoaderInTempDir();

  it('keeps files in DATA_DIR without S3_BUCKET (empty counts as unset)', () => {
    expect(load({}).s3).toBeNull();
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: '', S3_REGION: '', S3_FORCE_PATH_STYLE: '' }).s3).toBeNull();
  });

  it('reaches AWS S3 by region, with the default credential chain, in virtual-host style', () => {
    expect(load({ S3_BUCKET: 'atelier-files' }).s3).toEqual({
      bucket: 'atelier-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(load({ S3_BUCKET: 'atelier-files', S3_REGION: 'eu-west-3' }).s3?.region).toBe('eu-west-3');
  });

  it('reaches MinIO or R2 at S3_ENDPOINT, in path style unless told otherwise', () => {
    expect(
      load({
        S3_BUCKET: 'atelier',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }).s3,
    ).toEqual({
      bucket: 'atelier',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    const r2 = load({
      S3_BUCKET: 'atelier',
      S3_ENDPOINT: 'https://0123abc.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'false',
    }).s3;
    expect(r2).toMatchObject({ region: 'auto', forcePathStyle: false });
    expect(load({ S3_BUCKET: 'atelier', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses bad values, naming the variable', () => {
    expect(refusal({ S3_BUCKET: 'Atelier_Files' })).toContain('S3_BUCKET: S3_BUCKET must be a bucket name');
    expect(refusal({ S3_BUCKET: 'ab' })).toContain('S3_BUCKET: S3_BUCKET must be a bucket name');
    expect(refusal({ S3_BUCKET: 'atelier', S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT: S3_ENDPOINT must be');
    expect(refusal({ S3_BUCKET: 'atelier', S3_ENDPOINT: 'http://minio:9000/atelier' })).toContain('S3_ENDPOINT:');
    expect(refusal({ S3_BUCKET: 'atelier', S3_REGION: 'EU West' })).toContain('S3_REGION: S3_REGION must be');
    expect(refusal({ S3_BUCKET: 'atelier', S3_FORCE_PATH_STYLE: 'yes' })).toContain(
      'S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false',
    );
  });

  it('refuses S3 settings without a bucket, and half a key pair', () => {
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' })).toContain(
      'S3_BUCKET: required with S3_ENDPOINT, S3_REGION (unset, files stay in DATA_DIR)',
    );
    expect(refusal({ S3_BUCKET: 'atelier', S3_ACCESS_KEY_ID: 'minio' })).toContain(
      'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID',
    );
    expect(refusal({ S3_BUCKET: 'atelier', S3_SECRET_ACCESS_KEY: 'minio-secret' })).toContain(
      'S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY',
    );
  });
});
