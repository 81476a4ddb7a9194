// Integration: a signed-in shopper's garage (user vehicles get/add/remove and the sign-in merge).
import { expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import { addUserVehicles, removeUserVehicle, userGarage } from './garage';
import { vehiclesOf } from './queries';

describeEachDatabase('the account garage', (database) => {
  it('adds without duplicates, ignores unknown ids, keeps the order added and removes', async () => {
    const { rows } = await database().$client.query<{ id: string }>('SELECT id FROM users ORDER BY created_at LIMIT 1');
    const userId = rows[0]!.id;
    await database().$client.query('DELETE FROM user_vehicles WHERE user_id = $1', [userId]);
    const [hybrid, civic, big] = await vehiclesOf(2014, 'honda', 'civic', database());
    expect(await userGarage(userId, database())).toEqual([]);
    expect((await addUserVehicles(userId, [civic.id], database())).map((v) => v.id)).toEqual([civic.id]);
    // The merge at sign-in: the browser's garage, with one already saved and one that does not exist.
    const merged = await addUserVehicles(userId, [big.id, civic.id, 99_999_999, hybrid.id, big.id], database());
    expect(merged.map((v) => v.id)).toEqual([civic.id, big.id, hybrid.id]);
    expect(merged[0]).toEqual(civic);
    expect((await removeUserVehicle(userId, big.id, database())).map((v) => v.id)).toEqual([civic.id, hybrid.id]);
    expect((await removeUserVehicle(userId, big.id, database())).map((v) => v.id)).toEqual([civic.id, hybrid.id]);
    await database().$client.query('DELETE FROM user_vehicles WHERE user_id = $1', [userId]);
  });
});
