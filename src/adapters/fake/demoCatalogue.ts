import type { Category } from '../../core/catalog/Category';
import type { Service } from '../../core/catalog/Service';
import type { ServiceOption } from '../../core/catalog/ServiceOption';
import { paiseFromRupees } from '../../core/shared/Money';

/** A service of the demo catalogue, with the category it belongs to. */
export interface DemoService extends Service {
  readonly categoryId: number;
}

/** A bookable option of the demo catalogue, with the service it belongs to. */
export interface DemoServiceOption extends ServiceOption {
  readonly serviceId: number;
}

/** The offline demo's catalogue, flattened the way the three catalogue calls read it. */
export interface DemoCatalogue {
  readonly categories: readonly Category[];
  readonly services: readonly DemoService[];
  readonly options: readonly DemoServiceOption[];
}

interface OptionSeed {
  readonly id: number;
  readonly name: string;
  readonly rupees: number;
  readonly description?: string;
  /** `null` leaves the option without an icon, so the demo shows its service's picture instead. */
  readonly icon?: string | null;
}

interface ServiceSeed {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
  readonly options: readonly OptionSeed[];
}

interface CategorySeed {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly icon: string;
  readonly services: readonly ServiceSeed[];
}

// Prices are what Hyderabad customers pay on the big booking apps (2025), before 18 % GST.
// Some carry paise on purpose, so rounding shows up in a demo. Two services of different
// categories each offer an option named "Repair" and "Installation": the cart must keep them apart.
const seed: readonly CategorySeed[] = [
  {
    id: 1,
    name: 'Air Conditioning & Heating',
    description: 'AC servicing, gas refills and installation, geysers and room heaters.',
    icon: '/icons/ac.svg',
    services: [
      {
        id: 11,
        name: 'Split AC',
        description: 'Service, repair and installation of split air conditioners.',
        icon: '/icons/split-ac.svg',
        options: [
          {
            id: 111,
            name: 'Foam-jet service',
            rupees: 599,
            description: 'Filters, coils and drain tray deep-cleaned with foam and a jet pump.',
          },
          {
            id: 112,
            name: 'Gas refill',
            rupees: 2499,
            description: 'Leak test, leak fix and a full refrigerant top-up.',
          },
          {
            id: 113,
            name: 'Repair',
            rupees: 349,
            description: 'Visit and diagnosis; spare parts are quoted before any work.',
            icon: '/icons/wrench.svg',
          },
          {
            id: 114,
            name: 'Installation',
            rupees: 1499,
            description: 'Indoor and outdoor units mounted, up to 3 m of copper pipe included.',
          },
          { id: 115, name: 'Uninstallation', rupees: 699, icon: null },
        ],
      },
      {
        id: 12,
        name: 'Window AC',
        description: 'Cooling back to full strength before the summer.',
        icon: '/icons/window-ac.svg',
        options: [
          {
            id: 121,
            name: 'Power-jet service',
            rupees: 499,
            description: 'Front grille, filter and coil cleaned with a power jet.',
          },
          { id: 122, name: 'Gas refill', rupees: 2199, description: 'Leak test and full top-up.' },
          {
            id: 123,
            name: 'Installation',
            rupees: 799,
            description: 'Fitted in an existing window frame with sealing.',
          },
        ],
      },
      {
        id: 13,
        name: 'Geyser',
        description: 'Hot water again: repair, installation and descaling.',
        icon: '/icons/geyser.svg',
        options: [
          {
            id: 131,
            name: 'Repair',
            rupees: 299,
            description: 'Visit and diagnosis of heating or leakage problems.',
            icon: '/icons/wrench.svg',
          },
          {
            id: 132,
            name: 'Installation',
            rupees: 499,
            description: 'Wall mounting with inlet and outlet connections.',
          },
          {
            id: 133,
            name: 'Descaling',
            rupees: 449,
            description: 'Hard-water scale removed from tank and element.',
          },
          {
            id: 134,
            name: 'Thermostat replacement',
            rupees: 333.33,
            description: 'Labour only; the thermostat is billed at MRP.',
          },
        ],
      },
      {
        id: 14,
        name: 'Room heater',
        icon: '/icons/heater.svg',
        options: [
          { id: 141, name: 'Heater repair', rupees: 249, icon: '/icons/wrench.svg' },
          {
            id: 142,
            name: 'Element replacement',
            rupees: 399,
            description: 'Labour only; the element is billed at MRP.',
          },
          { id: 143, name: 'Safety check', rupees: 199, icon: null },
        ],
      },
      {
        id: 15,
        name: 'Duct cleaning',
        description: 'Central AC duct cleaning is coming soon.',
        icon: '/icons/duct.svg',
        options: [],
      },
    ],
  },
  {
    id: 2,
    name: 'Electrical',
    description: 'Switches, fans, lights and wiring by licensed electricians.',
    icon: '/icons/electrical.svg',
    services: [
      {
        id: 21,
        name: 'Switches & sockets',
        description: 'Replacement and new points, done safely.',
        icon: '/icons/switch.svg',
        options: [
          { id: 211, name: 'Switch replacement', rupees: 99 },
          {
            id: 212,
            name: 'Socket installation',
            rupees: 149,
            description: '6 A or 16 A socket on an existing board.',
          },
          { id: 213, name: 'Switchboard repair', rupees: 199 },
          { id: 214, name: 'Dimmer installation', rupees: 249, icon: null },
        ],
      },
      {
        id: 22,
        name: 'Fans',
        description: 'Ceiling, wall and exhaust fans.',
        icon: '/icons/fan.svg',
        options: [
          {
            id: 221,
            name: 'Ceiling fan installation',
            rupees: 199,
            description: 'Hung on an existing hook, wired and balanced.',
          },
          {
            id: 222,
            name: 'Fan repair',
            rupees: 229,
            description: 'Noise, wobble or slow speed fixed; capacitor extra.',
            icon: '/icons/wrench.svg',
          },
          { id: 223, name: 'Regulator replacement', rupees: 149 },
          { id: 224, name: 'Exhaust fan installation', rupees: 249 },
        ],
      },
      {
        id: 23,
        name: 'Lights',
        icon: '/icons/bulb.svg',
        options: [
          { id: 231, name: 'Tube light installation', rupees: 129 },
          {
            id: 232,
            name: 'Chandelier installation',
            rupees: 899,
            description: 'Up to 10 kg, with a ceiling anchor.',
          },
          {
            id: 233,
            name: 'Festive lighting',
            rupees: 1199,
            description: 'Serial lights put up on one floor, taken down later on request.',
          },
        ],
      },
      {
        id: 24,
        name: 'Wiring',
        description: 'Faults found and fixed, new points and inverters.',
        icon: '/icons/wiring.svg',
        options: [
          {
            id: 241,
            name: 'Fault finding',
            rupees: 299,
            description: 'Tripping, sparks or dead points.',
          },
          { id: 242, name: 'MCB replacement', rupees: 249 },
          {
            id: 243,
            name: 'New wiring point',
            rupees: 333.33,
            description: 'Per point, concealed.',
          },
          {
            id: 244,
            name: 'Inverter installation',
            rupees: 699,
            description: 'Inverter and battery connected to the house wiring.',
          },
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Electronics',
    icon: '/icons/electronics.svg',
    services: [
      {
        id: 31,
        name: 'Television',
        description: 'Wall mounting and repair of LED and smart TVs.',
        icon: '/icons/tv.svg',
        options: [
          {
            id: 311,
            name: 'Wall mounting',
            rupees: 499,
            description: 'Up to 55 inches, with cable concealment.',
          },
          { id: 312, name: 'TV repair', rupees: 449, icon: '/icons/wrench.svg' },
          { id: 313, name: 'Uninstallation', rupees: 299 },
        ],
      },
      {
        id: 32,
        name: 'Home theatre',
        icon: '/icons/speaker.svg',
        options: [
          {
            id: 321,
            name: 'Setup',
            rupees: 599,
            description: '5.1 speakers placed, wired and tuned.',
          },
          { id: 322, name: 'Speaker wall mounting', rupees: 399 },
          { id: 323, name: 'Home theatre repair', rupees: 499, icon: null },
        ],
      },
      {
        id: 33,
        name: 'Laptop & desktop',
        description: 'At-home help for slow, broken or infected computers.',
        icon: '/icons/laptop.svg',
        options: [
          {
            id: 331,
            name: 'OS installation',
            rupees: 699,
            description: 'Windows or Linux, with drivers.',
          },
          { id: 332, name: 'Virus removal', rupees: 499 },
          { id: 333, name: 'Computer repair', rupees: 599, icon: '/icons/wrench.svg' },
          {
            id: 334,
            name: 'SSD upgrade',
            rupees: 999,
            description: 'Labour and data migration; the SSD is billed at MRP.',
          },
        ],
      },
      {
        id: 34,
        name: 'Wi-Fi & networking',
        description: 'Coverage in every room.',
        icon: '/icons/wifi.svg',
        options: [
          { id: 341, name: 'Router setup', rupees: 349 },
          { id: 342, name: 'Range extender setup', rupees: 299 },
          {
            id: 343,
            name: 'Network cable point',
            rupees: 166.67,
            description: 'Per point, Cat 6.',
          },
        ],
      },
      {
        id: 35,
        name: 'CCTV',
        description: 'Cameras for homes and shops.',
        icon: '/icons/cctv.svg',
        options: [
          {
            id: 351,
            name: 'Camera installation',
            rupees: 799,
            description: 'Per camera, up to 15 m of cable.',
          },
          { id: 352, name: 'DVR setup', rupees: 599, description: 'Recording and phone viewing.' },
          { id: 353, name: 'CCTV repair', rupees: 499 },
        ],
      },
    ],
  },
  {
    id: 4,
    name: 'Appliances',
    description: 'Washing machines, refrigerators, microwaves, purifiers and chimneys.',
    icon: '/icons/appliances.svg',
    services: [
      {
        id: 41,
        name: 'Washing machine',
        description: 'Front load, top load and semi-automatic.',
        icon: '/icons/washing-machine.svg',
        options: [
          {
            id: 411,
            name: 'Repair',
            rupees: 349,
            description: 'Visit and diagnosis of drum, drain or spin problems.',
            icon: '/icons/wrench.svg',
          },
          {
            id: 412,
            name: 'Installation',
            rupees: 399,
            description: 'Inlet and drain connected, test wash run.',
          },
          { id: 413, name: 'Drum cleaning', rupees: 599 },
        ],
      },
      {
        id: 42,
        name: 'Refrigerator',
        description: 'Single door, double door and side-by-side.',
        icon: '/icons/fridge.svg',
        options: [
          { id: 421, name: 'Refrigerator repair', rupees: 399, icon: '/icons/wrench.svg' },
          { id: 422, name: 'Gas refill', rupees: 1999, description: 'Leak fix and full top-up.' },
          { id: 423, name: 'Thermostat replacement', rupees: 849 },
        ],
      },
      {
        id: 43,
        name: 'Microwave',
        icon: '/icons/microwave.svg',
        options: [
          { id: 431, name: 'Microwave repair', rupees: 299 },
          {
            id: 432,
            name: 'Magnetron replacement',
            rupees: 1899,
            description: 'Part and labour, 90 days warranty.',
          },
          { id: 433, name: 'Door switch replacement', rupees: 449 },
        ],
      },
      {
        id: 44,
        name: 'Water purifier',
        description: 'RO and UV purifiers of all brands.',
        icon: '/icons/purifier.svg',
        options: [
          {
            id: 441,
            name: 'Filter change',
            rupees: 1299,
            description: 'Sediment, carbon and RO membrane check.',
          },
          { id: 442, name: 'Purifier service', rupees: 449 },
          { id: 443, name: 'Purifier installation', rupees: 399 },
          { id: 444, name: 'Purifier repair', rupees: 349, icon: null },
        ],
      },
      {
        id: 45,
        name: 'Kitchen chimney',
        description: 'Grease gone, suction back.',
        icon: '/icons/chimney.svg',
        options: [
          {
            id: 451,
            name: 'Deep cleaning',
            rupees: 1499,
            description: 'Filters and motor degreased.',
          },
          { id: 452, name: 'Chimney installation', rupees: 899 },
          { id: 453, name: 'Chimney repair', rupees: 399 },
        ],
      },
    ],
  },
  {
    id: 5,
    name: 'Carpentry',
    description: 'Doors, furniture assembly and repair, curtains and shelves.',
    icon: '/icons/carpentry.svg',
    services: [
      {
        id: 51,
        name: 'Doors',
        description: 'Locks, hinges and doors that stick.',
        icon: '/icons/door.svg',
        options: [
          { id: 511, name: 'Door lock installation', rupees: 299 },
          { id: 512, name: 'Hinge repair', rupees: 149 },
          {
            id: 513,
            name: 'Door alignment',
            rupees: 199,
            description: 'Planing and rehanging a door that rubs.',
          },
          { id: 514, name: 'Door stopper fitting', rupees: 99 },
        ],
      },
      {
        id: 52,
        name: 'Furniture assembly',
        description: 'Flat-pack furniture put together.',
        icon: '/icons/assembly.svg',
        options: [
          { id: 521, name: 'Bed assembly', rupees: 799 },
          { id: 522, name: 'Wardrobe assembly', rupees: 999, description: 'Up to three doors.' },
          { id: 523, name: 'Table assembly', rupees: 399 },
        ],
      },
      {
        id: 53,
        name: 'Furniture repair',
        icon: '/icons/chair.svg',
        options: [
          { id: 531, name: 'Drawer channel replacement', rupees: 249 },
          { id: 532, name: 'Sofa leg repair', rupees: 199 },
          { id: 533, name: 'Cabinet hinge replacement', rupees: 149 },
          { id: 534, name: 'Bed repair', rupees: 449, icon: null },
        ],
      },
      {
        id: 54,
        name: 'Curtains & shelves',
        description: 'Rods, blinds and wall shelves, drilled and fixed.',
        icon: '/icons/shelf.svg',
        options: [
          { id: 541, name: 'Curtain rod installation', rupees: 199 },
          { id: 542, name: 'Blinds installation', rupees: 349 },
          { id: 543, name: 'Wall shelf installation', rupees: 249 },
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Plumbing',
    description: 'Leaks, blockages, taps, toilets and water tanks.',
    icon: '/icons/plumbing.svg',
    services: [
      {
        id: 61,
        name: 'Taps & mixers',
        description: 'Dripping taps fixed, new taps fitted.',
        icon: '/icons/tap.svg',
        options: [
          {
            id: 611,
            name: 'Tap repair',
            rupees: 149,
            description: 'Washer or cartridge replaced.',
          },
          { id: 612, name: 'Tap replacement', rupees: 249 },
          {
            id: 613,
            name: 'Mixer installation',
            rupees: 499,
            description: 'Wall mixer with diverter.',
          },
        ],
      },
      {
        id: 62,
        name: 'Bathroom fittings',
        description: 'Showers, basins and health faucets.',
        icon: '/icons/shower.svg',
        options: [
          { id: 621, name: 'Shower installation', rupees: 349 },
          { id: 622, name: 'Wash basin installation', rupees: 899 },
          { id: 623, name: 'Health faucet installation', rupees: 199 },
          { id: 624, name: 'Towel rail fitting', rupees: 149, icon: null },
        ],
      },
      {
        id: 63,
        name: 'Toilet',
        icon: '/icons/toilet.svg',
        options: [
          {
            id: 631,
            name: 'Flush tank repair',
            rupees: 299,
            description: 'Running or weak flush fixed.',
          },
          { id: 632, name: 'Western toilet installation', rupees: 1499 },
          { id: 633, name: 'Toilet blockage removal', rupees: 449 },
        ],
      },
      {
        id: 64,
        name: 'Drainage & blockage',
        description: 'Slow drains cleared with the right tools, no acid.',
        icon: '/icons/drain.svg',
        options: [
          { id: 641, name: 'Kitchen sink blockage', rupees: 399 },
          { id: 642, name: 'Bathroom drain blockage', rupees: 349 },
          {
            id: 643,
            name: 'Drain pipe replacement',
            rupees: 666.67,
            description: 'Per metre, PVC.',
          },
        ],
      },
      {
        id: 65,
        name: 'Water tank',
        description: 'Cleaning, motors and float valves.',
        icon: '/icons/tank.svg',
        options: [
          {
            id: 651,
            name: 'Tank cleaning',
            rupees: 799,
            description: 'Up to 1,000 litres: drained, scrubbed and disinfected.',
          },
          { id: 652, name: 'Motor repair', rupees: 549 },
          { id: 653, name: 'Float valve replacement', rupees: 199 },
          { id: 654, name: 'Overhead tank installation', rupees: 1299 },
        ],
      },
    ],
  },
  {
    id: 7,
    name: 'Pest Control',
    description: 'Coming soon to Hyderabad',
    icon: '/icons/pest-control.svg',
    services: [],
  },
];

function flatten(categories: readonly CategorySeed[]): DemoCatalogue {
  const flat = {
    categories: [] as Category[],
    services: [] as DemoService[],
    options: [] as DemoServiceOption[],
  };
  for (const category of categories) {
    flat.categories.push(
      Object.freeze({
        id: category.id,
        name: category.name,
        ...(category.description ? { description: category.description } : {}),
        icon: category.icon,
        hasServices: category.services.length > 0,
      }),
    );
    for (const service of category.services) {
      // A service without its own icon shows its category's, as the real catalogue does.
      const serviceIcon = service.icon ?? category.icon;
      flat.services.push(
        Object.freeze({
          id: service.id,
          categoryId: category.id,
          name: service.name,
          ...(service.description ? { description: service.description } : {}),
          icon: serviceIcon,
          categoryName: category.name,
          hasOptions: service.options.length > 0,
        }),
      );
      for (const option of service.options) {
        const icon = option.icon === null ? undefined : (option.icon ?? serviceIcon);
        flat.options.push(
          Object.freeze({
            id: option.id,
            serviceId: service.id,
            serviceName: service.name,
            name: option.name,
            ...(option.description ? { description: option.description } : {}),
            price: paiseFromRupees(option.rupees),
            ...(icon ? { icon } : {}),
          }),
        );
      }
    }
  }
  return Object.freeze({
    categories: Object.freeze(flat.categories),
    services: Object.freeze(flat.services),
    options: Object.freeze(flat.options),
  });
}

/** The seeded catalogue of the offline demo: the six categories of SPEC §1 and one still empty. */
export const demoCatalogue: DemoCatalogue = flatten(seed);
