// The vehicles a demo shop must serve well: popular models of the last fifteen years in the shop's
// markets, plus every vehicle the demo and the tests pick (the 2014 Civic of the VIN examples, the
// 2003 Accord and Golf, the 2012 Granta...). The seed gives each of them several exact fits in every
// category whose parts are sold by vehicle. Listed by make, so a part's run of neighbours reads like
// a platform family rather than a random mix.
export type PopularVehicle = { make: string; model: string; year: number };

const by = (make: string, list: [string, number][]): PopularVehicle[] => list.map(([model, year]) => ({ make, model, year }));

export const popularVehicles: PopularVehicle[] = [
  ...by('toyota', [['corolla', 2018], ['camry', 2012], ['camry', 2020], ['rav4', 2019], ['prius', 2009], ['highlander', 2017], ['land-cruiser-prado', 2015], ['hilux', 2016]]),
  ...by('lexus', [['rx', 2016]]),
  ...by('honda', [['civic', 2014], ['civic', 2015], ['civic', 2019], ['accord', 2003], ['accord', 2018], ['cr-v', 2017]]),
  ...by('nissan', [['altima', 2016], ['rogue', 2019], ['qashqai', 2018], ['x-trail', 2015]]),
  ...by('hyundai', [['elantra', 2017], ['solaris', 2016], ['tucson', 2021], ['kona', 2023], ['creta', 2020]]),
  ...by('kia', [['rio', 2017], ['sportage', 2018], ['sorento', 2020]]),
  ...by('volkswagen', [['golf', 2003], ['golf', 2016], ['passat', 2013], ['jetta', 2019], ['tiguan', 2021], ['polo', 2015]]),
  ...by('skoda', [['octavia', 2017]]),
  ...by('audi', [['a4', 2017], ['q5', 2020]]),
  ...by('bmw', [['3-series', 2015], ['x5', 2019]]),
  ...by('mercedes-benz', [['c-class', 2016], ['e-class', 2018]]),
  ...by('mazda', [['cx-5', 2018], ['mazda3', 2016]]),
  ...by('subaru', [['outback', 2017], ['forester', 2019]]),
  ...by('ford', [['f-150', 2018], ['focus', 2014], ['escape', 2016], ['explorer', 2020]]),
  ...by('chevrolet', [['silverado-1500', 2019], ['equinox', 2018]]),
  ...by('jeep', [['cherokee', 2015], ['wrangler', 2018], ['grand-cherokee', 2016]]),
  ...by('ram', [['1500', 2020]]),
  ...by('renault', [['logan', 2015], ['duster', 2017]]),
  ...by('lada', [['granta', 2012], ['vesta', 2019]]),
  ...by('mitsubishi', [['outlander', 2016]]),
];
