// For integration tests: the Redis server they use (the shop's REDIS_URL when set, else the one on
// this machine; CI has one too). A test that needs it fails when it is not there, never skips.
export const testRedisUrl = () => process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
