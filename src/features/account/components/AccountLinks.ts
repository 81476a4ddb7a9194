// The account area's sections, in the order the side navigation and the account menus list them.
export const ACCOUNT_LINKS = [
  { href: '/account/dashboard', label: 'LINK_ACCOUNT_DASHBOARD' },
  { href: '/account/garage', label: 'LINK_GARAGE' },
  { href: '/account/profile', label: 'LINK_ACCOUNT_PROFILE' },
  { href: '/account/orders', label: 'LINK_ORDER_HISTORY' },
  { href: '/account/addresses', label: 'LINK_ACCOUNT_ADDRESSES' },
  { href: '/account/password', label: 'LINK_ACCOUNT_PASSWORD' },
] as const;
