import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const preload = vi.hoisted(() => ({ client: vi.fn(), server: vi.fn() }));

vi.mock('@modelcontextprotocol/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  preloadSchemas: preload.client,
}));
vi.mock('@modelcontextprotocol/server', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  preloadSchemas: preload.server,
}));

describe('the SDK warm-up the session module schedules', () => {
  beforeEach(() => {
    vi.resetModules();
    preload.client.mockReset();
    preload.server.mockReset();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds the client’s schemas, then the server’s, each in a task of its own after the module loaded', async () => {
    await import('./session');
    // Not inside the module's evaluation: that task stays as short as before.
    expect(preload.client).not.toHaveBeenCalled();
    expect(preload.server).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(preload.client).toHaveBeenCalledTimes(1);
    expect(preload.server).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(preload.server).toHaveBeenCalledTimes(1);
    // Loading the module's users again schedules nothing more.
    await import('@/lib/simulation/session');
    vi.runAllTimers();
    expect(preload.client).toHaveBeenCalledTimes(1);
    expect(preload.server).toHaveBeenCalledTimes(1);
  });

  it('goes on with the server when the client’s warm-up fails, and a session still connects', async () => {
    preload.client.mockImplementation(() => {
      throw new Error('échec du préchauffage');
    });
    const { createSession } = await import('@/lib/simulation/session');
    const { getScenario } = await import('@/content/scenarios');
    vi.runAllTimers();
    expect(preload.server).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const session = createSession(getScenario('meteo')!, { revision: '2026-07-28' });
    expect((await session.perform({ do: 'connect' })).ok).toBe(true);
    await session.dispose();
  });
});
