// The compatible-vehicles list's narrowing, for its search field (VehicleListFilter, in the field's
// chunk).
import { countMatchingVehicles } from '../fitment';

/** Hides what does not match `query` in `list` and returns how many vehicles are left. */
export function narrow(list: HTMLElement, query: string): number {
  let left = 0;
  for (const item of list.querySelectorAll<HTMLElement>('[data-search]')) {
    // An entry is a range of years; it counts the vehicles in it that match.
    const matching = countMatchingVehicles((item.dataset.vehicleYears ?? '').split(' ').filter(Boolean), item.dataset.search ?? '', query);
    item.hidden = matching === 0;
    left += matching;
  }
  // Models first, then makes: a group shows if anything inside it does.
  for (const group of [
    ...list.querySelectorAll<HTMLElement>('li[data-group]'),
    ...list.querySelectorAll<HTMLElement>('section[data-group]'),
  ]) {
    group.hidden = !group.querySelector('[data-search]:not([hidden])');
  }
  list.hidden = left === 0;
  return left;
}
