import { loadBackendSettings } from './backend-settings';

function answer(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status });
}

describe('backend.json: where the editor saves, decided by the deployment', () => {
  it('reads the local backend and the publish endpoint', async () => {
    await expect(
      loadBackendSettings(
        answer(200, {
          kind: 'local',
          apiUrl: 'http://localhost:3101/api/v1',
          publishUrl: '/redaktor/api/publicera',
        }),
      ),
    ).resolves.toEqual({
      kind: 'local',
      apiUrl: 'http://localhost:3101/api/v1',
      publishUrl: '/redaktor/api/publicera',
    });
  });

  it("reads the agency's GitLab, https only", async () => {
    const gitlab = {
      kind: 'gitlab',
      repo: 'myndigheten/fullmakt',
      baseUrl: 'https://gitlab.myndigheten.se',
      appId: 'abc',
    };
    await expect(loadBackendSettings(answer(200, gitlab))).resolves.toMatchObject({
      ...gitlab,
      branch: 'main',
    });
    await expect(
      loadBackendSettings(answer(200, { ...gitlab, baseUrl: 'http://gitlab.myndigheten.se' })),
    ).resolves.toBeUndefined();
  });

  it('starts nothing without one, or with one it cannot read', async () => {
    await expect(loadBackendSettings(answer(404, {}))).resolves.toBeUndefined();
    await expect(
      loadBackendSettings(answer(200, { kind: 'github', repo: 'a/b' })),
    ).resolves.toBeUndefined();
  });
});
