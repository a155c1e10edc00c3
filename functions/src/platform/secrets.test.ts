import { describe, expect, it } from 'vitest';
import { api } from '../index';

describe('the functions’ secrets', () => {
  it('binds ALTCHA_HMAC_KEY to the api function from Secret Manager', () => {
    const endpoint = (api as unknown as { __endpoint: { secretEnvironmentVariables?: unknown } })
      .__endpoint;
    expect(endpoint.secretEnvironmentVariables).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'ALTCHA_HMAC_KEY' })]),
    );
  });
});
