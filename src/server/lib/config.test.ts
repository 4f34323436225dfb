import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, undefined);
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, editorEmail: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', EDITOR_EMAIL: 'nope' }, undefined)).toThrowError(
      /PORT: PORT must be a number[\s\S]*DATABASE_URL[\s\S]*EDITOR_EMAIL/,
    );
  });

  it('wants EDITOR_EMAIL and EDITOR_PASSWORD together', () => {
    expect(() => loadConfig({ EDITOR_EMAIL: 'a@b.co' }, undefined)).toThrow(ConfigError);
  });

  it('takes PUBLIC_URL: https turns on Secure cookies and HSTS (HSTS=false turns HSTS off)', () => {
    expect(loadConfig({}, undefined)).toMatchObject({ publicUrl: undefined, secureCookies: false, hsts: false });
    expect(loadConfig({ PUBLIC_URL: 'https://Kado.Example.com/' }, undefined)).toMatchObject({
      publicUrl: 'https://kado.example.com',
      secureCookies: true,
      hsts: true,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://kado.example.com', HSTS: 'false' }, undefined)).toMatchObject({
      secureCookies: true,
      hsts: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.5:3000' }, undefined)).toMatchObject({ secureCookies: false, hsts: false });
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', SECURE_COOKIES: 'true' }, undefined)).toMatchObject({ secureCookies: true });
  });

  it.each([
    'kado.example.com',
    'ftp://kado.example.com',
    'https://kado.example.com/gift',
    'https://kado.example.com/?a=1',
    'https://a:b@kado.example.com',
  ])('refuses PUBLIC_URL=%s', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value }, undefined)).toThrowError(/PUBLIC_URL must be an http/);
  });

  it('refuses an HSTS that is not true or false', () => {
    expect(() => loadConfig({ HSTS: 'yes' }, undefined)).toThrowError(/HSTS must be true or false/);
  });
});

describe('loadConfig: METRICS_TOKEN', () => {
  it('is unset by default and read when given', () => {
    expect(loadConfig({}, undefined).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }, undefined).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-scraper-token-123' }, undefined).metricsToken).toBe('a-scraper-token-123');
  });

  it('refuses a token too short to be a secret, or with spaces', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, undefined)).toThrowError(/METRICS_TOKEN must be 16 to 200 printable characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' }, undefined)).toThrowError(/METRICS_TOKEN/);
  });
});

describe('loadConfig: many gifts and the public address', () => {
  const operator = { OPERATOR_EMAIL: 'op@kado.test', OPERATOR_PASSWORD: 'a-long-operator-password' };

  it('reads PUBLIC_URL as an origin and BASE_DOMAIN with the operator account', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://kado.example/', BASE_DOMAIN: 'Kado.Example', ...operator }, undefined);
    expect(config).toMatchObject({ publicUrl: 'https://kado.example', baseDomain: 'kado.example', operatorEmail: 'op@kado.test' });
  });

  it('names bad values clearly', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'kado.example' }, undefined)).toThrow(/PUBLIC_URL must be an http:\/\/ or https:\/\/ address/);
    expect(() => loadConfig({ BASE_DOMAIN: 'https://kado.example', ...operator }, undefined)).toThrow(/BASE_DOMAIN must be a domain name/);
    expect(() => loadConfig({ BASE_DOMAIN: 'kado.example' }, undefined)).toThrow(/BASE_DOMAIN needs OPERATOR_EMAIL and OPERATOR_PASSWORD/);
    expect(() => loadConfig({ ...operator }, undefined)).toThrow(/only used with BASE_DOMAIN/);
    expect(() => loadConfig({ BASE_DOMAIN: 'kado.example', ...operator, OPERATOR_PASSWORD: 'short' }, undefined)).toThrow(
      /OPERATOR_PASSWORD must be at least 12/,
    );
  });
});

describe('loadConfig: the media store', () => {
  const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'kado-media', S3_REGION: 'eu-central-1' };

  it('keeps media on local disk by default', () => {
    expect(loadConfig({}, undefined).s3).toBeUndefined();
    expect(loadConfig({ MEDIA_STORE: 'local' }, undefined).s3).toBeUndefined();
  });

  it('reads the S3 variables with MEDIA_STORE=s3', () => {
    expect(
      loadConfig(
        {
          ...s3,
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'true',
        },
        undefined,
      ).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'kado-media',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // No keys: the AWS SDK's default credentials (an instance role); no endpoint: AWS itself.
    expect(loadConfig(s3, undefined).s3).toMatchObject({ endpoint: undefined, credentials: undefined, forcePathStyle: false });
  });

  it('names each bad or missing variable', () => {
    expect(() => loadConfig({ MEDIA_STORE: 'S3' }, undefined)).toThrow(/MEDIA_STORE must be local or s3/);
    expect(() => loadConfig({ MEDIA_STORE: 's3' }, undefined)).toThrow(
      /MEDIA_STORE=s3 needs S3_BUCKET\n {2}MEDIA_STORE=s3 needs S3_REGION/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Kado_Media' }, undefined)).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' }, undefined)).toThrow(
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, undefined)).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'id' }, undefined)).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
  });

  it('takes an empty S3_FORCE_PATH_STYLE as unset, like every other empty S3_* variable', () => {
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: '', S3_ENDPOINT: '' }, undefined).s3).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
    // Unset, it is no forgotten MEDIA_STORE either.
    expect(loadConfig({ S3_FORCE_PATH_STYLE: '', S3_BUCKET: '' }, undefined).s3).toBeUndefined();
  });

  it('refuses S3 variables without MEDIA_STORE=s3 (media would silently stay on disk)', () => {
    expect(() => loadConfig({ S3_BUCKET: 'kado-media', S3_REGION: 'eu-central-1' }, undefined)).toThrow(
      /S3_BUCKET, S3_REGION are only used with MEDIA_STORE=s3/,
    );
  });
});

describe('loadConfig: the gift storage quota (decision 037)', () => {
  it('is 2048 MB unless GIFT_QUOTA_MB says otherwise, in one-gift mode too', () => {
    expect(loadConfig({}, undefined).giftQuotaMb).toBe(2048);
    expect(loadConfig({ GIFT_QUOTA_MB: '' }, undefined).giftQuotaMb).toBe(2048);
    expect(loadConfig({ GIFT_QUOTA_MB: '500' }, undefined).giftQuotaMb).toBe(500);
  });

  it.each(['abc', '0', '-5', '1.5', '1048577'])('refuses GIFT_QUOTA_MB=%s with a clear message', (value) => {
    expect(() => loadConfig({ GIFT_QUOTA_MB: value }, undefined)).toThrow(ConfigError);
    expect(() => loadConfig({ GIFT_QUOTA_MB: value }, undefined)).toThrow(/GIFT_QUOTA_MB: GIFT_QUOTA_MB must be (a|between)/);
  });
});

describe('loadConfig: TRUST_PROXY (decision 050)', () => {
  it('trusts no front by default: unset, empty, false, none and 0 alike', () => {
    expect(loadConfig({}, undefined).trustProxy).toBe(false);
    for (const value of ['', 'false', 'none', 'None', '0']) expect(loadConfig({ TRUST_PROXY: value }, undefined).trustProxy).toBe(false);
  });

  it('takes loopback, names, addresses and networks separated by commas, or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback' }, undefined).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.1.0/24 ,uniquelocal,::1,fd00::/8' }, undefined).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      'uniquelocal',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }, undefined).trustProxy).toBe(2);
  });

  it.each(['true', 'yes', 'caddy', '10.0.0.300', '10.0.0.0/33', '0.0.0.0/0', '::/0', '10.0.0.0/8/1', 'loopback,', '11', '-1', '1.5'])(
    'refuses TRUST_PROXY=%s with a message naming what it takes',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value }, undefined)).toThrowError(
        /TRUST_PROXY: TRUST_PROXY must be none, loopback \(a front on this machine\), addresses or networks/,
      );
    },
  );
});

describe('loadConfig: mail (decision 060)', () => {
  it('writes mail to the outbox without SMTP_URL, from Kado <kado@localhost> without MAIL_FROM', () => {
    expect(loadConfig({}, undefined)).toMatchObject({ smtpUrl: undefined, mailFrom: 'Kado <kado@localhost>' });
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '' }, undefined)).toMatchObject({ smtpUrl: undefined, mailFrom: 'Kado <kado@localhost>' });
  });

  it('takes smtp:// and smtps:// addresses and a sender with or without a name', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'kado@example.com' }, undefined)).toMatchObject({
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'kado@example.com',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'Kado <kado@example.com>' }, undefined)).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com',
      mailFrom: 'Kado <kado@example.com>',
    });
  });

  it('names a bad address or sender', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' }, undefined)).toThrowError(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' }, undefined)).toThrowError(/SMTP_URL must be/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' }, undefined)).toThrowError(/MAIL_FROM must be an email address/);
  });
});

describe('loadConfig: sign-up (decision 061)', () => {
  const service = { BASE_DOMAIN: 'kado.example', OPERATOR_EMAIL: 'op@kado.example', OPERATOR_PASSWORD: 'an-operator-password' };

  it('is off by default, with a 500 MB quota for self-made gifts', () => {
    expect(loadConfig(service, undefined)).toMatchObject({ signupOpen: false, signupQuotaMb: 500 });
  });

  it('refuses to start open without SMTP_URL, unless MAIL_OUTBOX=1 says the outbox is meant', () => {
    expect(() => loadConfig({ ...service, SIGNUP: 'open' }, undefined)).toThrowError(/SIGNUP=open needs SMTP_URL .* or MAIL_OUTBOX=1/);
    expect(loadConfig({ ...service, SIGNUP: 'open', MAIL_OUTBOX: '1' }, undefined)).toMatchObject({ signupOpen: true });
    expect(
      loadConfig({ ...service, SIGNUP: 'open', SMTP_URL: 'smtp://mail.example.com', SIGNUP_QUOTA_MB: '250' }, undefined),
    ).toMatchObject({
      signupOpen: true,
      signupQuotaMb: 250,
    });
  });

  it('needs BASE_DOMAIN, and names a bad value', () => {
    expect(() => loadConfig({ SIGNUP: 'open', MAIL_OUTBOX: '1' }, undefined)).toThrowError(/SIGNUP=open needs BASE_DOMAIN/);
    expect(() => loadConfig({ ...service, SIGNUP: 'yes' }, undefined)).toThrowError(/SIGNUP must be open or closed/);
    expect(() => loadConfig({ ...service, SIGNUP_QUOTA_MB: '0' }, undefined)).toThrowError(/SIGNUP_QUOTA_MB must be between/);
  });
});

describe('loadConfig: STOP_GRACE_SECONDS (decision 038)', () => {
  it('gives requests in flight 10 s after SIGTERM unless set otherwise', () => {
    expect(loadConfig({}, undefined).stopGraceMs).toBe(10_000);
    expect(loadConfig({ STOP_GRACE_SECONDS: '' }, undefined).stopGraceMs).toBe(10_000);
    expect(loadConfig({ STOP_GRACE_SECONDS: '25' }, undefined).stopGraceMs).toBe(25_000);
  });

  it('refuses what is not a whole number of seconds from 1 to 600', () => {
    for (const value of ['0', '601', '2.5', 'ten', '-3']) {
      expect(() => loadConfig({ STOP_GRACE_SECONDS: value }, undefined)).toThrowError(
        'STOP_GRACE_SECONDS must be a whole number of seconds between 1 and 600, e.g. 10',
      );
    }
  });
});

describe('loadConfig: STOP_DRAIN_SECONDS (decision 075)', () => {
  it('keeps answering 5 s after SIGTERM unless set otherwise; 0 closes at once', () => {
    expect(loadConfig({}, undefined).stopDrainMs).toBe(5_000);
    expect(loadConfig({ STOP_DRAIN_SECONDS: '' }, undefined).stopDrainMs).toBe(5_000);
    expect(loadConfig({ STOP_DRAIN_SECONDS: '12' }, undefined).stopDrainMs).toBe(12_000);
    expect(loadConfig({ STOP_DRAIN_SECONDS: '0' }, undefined).stopDrainMs).toBe(0);
  });

  it('refuses what is not a whole number of seconds from 0 to 300', () => {
    for (const value of ['301', '1.5', 'five', '-1']) {
      expect(() => loadConfig({ STOP_DRAIN_SECONDS: value }, undefined)).toThrowError(
        'STOP_DRAIN_SECONDS must be a whole number of seconds between 0 and 300, e.g. 5',
      );
    }
  });
});
