import { count } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password';
import { createUsersService, users as usersTable } from '../modules/users';
import { createMenusService } from '../modules/menus';
import { createRolesService } from '../modules/roles';
import type { DataAccess } from '../platform/db/data-access';
import { customerAddresses } from '../modules/addresses';
import { seedDemoProducts } from './demo-products';
import { products } from '../modules/products';
import { seedDemoWallets } from '../modules/wallet';
import { seedDemoTailLogistics } from '../modules/tail-logistics';
import { seedDemoWarehouses } from '../modules/warehouses';
import { seedDemoSortRules } from '../modules/sort-rules';
import { seedDemoRobots } from '../modules/robots';
import { seedDemoClearancePorts } from '../modules/clearance-ports';
import { seedDemoClearanceProducts } from '../modules/clearance-products';
import { seedDemoClearanceOrders } from '../modules/clearance-orders';

export const DEMO_PASSWORD = 'parcel2026';

interface DemoUser {
  username: string;
  nickName: string;
  privilegeType: 'PLATFORM' | 'USER' | 'SUPPLIER';
  roles: string[];
  phone?: string;
  email?: string;
  approved: boolean;
  parent?: string;
  grants?: string[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    nickName: '平台管理员',
    privilegeType: 'PLATFORM',
    roles: ['admin'],
    phone: '13800000001',
    email: 'admin@parcelhub.test',
    approved: true,
  },
  {
    username: 'supplier',
    nickName: '速达物流',
    privilegeType: 'SUPPLIER',
    roles: ['supplier'],
    phone: '13800000002',
    email: 'ops@supplier.test',
    approved: true,
  },
  {
    username: 'customer',
    nickName: '环球优品',
    privilegeType: 'USER',
    roles: ['customer'],
    phone: '13800000003',
    email: 'ship@customer.test',
    approved: true,
  },
  {
    username: 'customer-sub',
    nickName: '环球优品-仓库',
    privilegeType: 'USER',
    roles: [],
    phone: '13800000004',
    approved: true,
    parent: 'customer',
    grants: [
      'home',
      'customer.address',
      'customer.address.edit',
      'order.place',
      'order.batch',
      'order.list',
      'order.tracking',
      'product.quote',
    ],
  },
  {
    username: 'customer2',
    nickName: '海淘之家',
    privilegeType: 'USER',
    roles: ['customer'],
    phone: '13800000005',
    email: 'hello@customer2.test',
    approved: true,
  },
  {
    username: 'pending',
    nickName: '新注册客户',
    privilegeType: 'USER',
    roles: ['customer'],
    phone: '13800000006',
    approved: false,
  },
];

type AddressSeed = Omit<typeof customerAddresses.$inferInsert, 'ownerId'>;

const DEMO_ADDRESSES: Record<string, AddressSeed[]> = {
  customer: [
    {
      type: 'SENDER',
      name: '张伟',
      countryCode: 'CN',
      province: '广东省',
      city: '深圳市',
      zipCode: '518000',
      address1: '南山区科技园科苑路 15 号',
      address2: '3 栋 502',
      phone: '13800000003',
      email: 'ship@customer.test',
      isDefault: true,
    },
    {
      type: 'RETURN',
      name: '环球优品退货仓',
      countryCode: 'CN',
      province: '广东省',
      city: '东莞市',
      zipCode: '523000',
      address1: '长安镇乌沙工业区 8 号',
      phone: '0769-85550000',
      isDefault: true,
    },
    {
      type: 'RECIPIENT',
      name: 'John Smith',
      countryCode: 'US',
      province: 'CA',
      city: 'Los Angeles',
      zipCode: '90001',
      address1: '1200 S Figueroa St',
      address2: 'Apt 4B',
      phone: '+1 213 555 0100',
      email: 'john.smith@example.com',
      isDefault: true,
    },
    {
      type: 'RECIPIENT',
      name: 'Anna Müller',
      countryCode: 'DE',
      province: 'Berlin',
      city: 'Berlin',
      zipCode: '10115',
      address1: 'Invalidenstraße 117',
      phone: '+49 30 5555 0101',
      email: 'anna@example.de',
    },
    {
      type: 'RECIPIENT',
      name: '김민준',
      countryCode: 'KR',
      province: '서울특별시',
      city: '강남구',
      zipCode: '06236',
      address1: '테헤란로 152',
      phone: '+82 10 5555 0102',
      customsNo: 'P123456789012',
    },
  ],
  customer2: [
    {
      type: 'SENDER',
      name: '李娜',
      countryCode: 'CN',
      province: '浙江省',
      city: '义乌市',
      zipCode: '322000',
      address1: '福田街道国际商贸城二区 5 号门',
      phone: '13800000005',
      isDefault: true,
    },
    {
      type: 'RECIPIENT',
      name: 'Emma Brown',
      countryCode: 'GB',
      province: 'England',
      city: 'London',
      zipCode: 'SW1A 1AA',
      address1: '10 Downing Street',
      phone: '+44 20 5555 0103',
    },
  ],
};

/** Demo accounts for every kind of user (password parcel2026) and some addresses. */
export async function seedDemo(data: DataAccess): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = createUsersService({ data });
  const menus = createMenusService({ data });
  const roles = createRolesService({ data, menus });
  await data.withTransaction(async () => {
    const ids = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const existing = await users.findByUsername(u.username);
      const user =
        existing ??
        (await users.create({
          username: u.username,
          nickName: u.nickName,
          passwordHash,
          phone: u.phone ?? null,
          email: u.email ?? null,
          privilegeType: u.privilegeType,
          parentId: u.parent ? ids.get(u.parent) : null,
          isApproved: u.approved,
          approvedAt: u.approved ? new Date() : null,
        }));
      ids.set(u.username, user.id);
      if (existing) continue;
      await roles.assignByName(user.id, u.roles);
      await menus.grant(user.id, u.grants ?? []);
      const addresses = DEMO_ADDRESSES[u.username] ?? [];
      if (addresses.length) {
        await data.db
          .insert(customerAddresses)
          .values(addresses.map((a) => ({ ...a, ownerId: user.id, createdBy: user.id })));
      }
    }
    if (!(await hasProducts(data))) await seedDemoProducts(data, ids);
    await seedDemoWallets(data, ids);
    await seedDemoTailLogistics(data);
    await seedDemoSortRules(data, await seedDemoWarehouses(data));
    await seedDemoRobots(data);
    await seedDemoClearancePorts(data, ids.get('customer'));
    await seedDemoClearanceProducts(data, { supplierId: ids.get('supplier')!, customerId: ids.get('customer')! });
    await seedDemoClearanceOrders(data, ids.get('customer'));
  });
}

const hasProducts = async (data: DataAccess) => (await data.db.select({ n: count() }).from(products))[0]!.n > 0;

/** Seeds the demo only into a database without any user. Answers whether it did. */
export async function seedDemoIfFresh(data: DataAccess): Promise<boolean> {
  const [row] = await data.db.select({ n: count() }).from(usersTable);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(data);
  return true;
}
