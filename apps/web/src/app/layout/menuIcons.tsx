import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Menu icon names as the server sends them, to a small set of icons (the full icon set would bloat the bundle). */
const ICONS: Array<[RegExp, ReactNode]> = [
  [/home|index|welcome/i, <HomeOutlined key="home" />],
  [/dashboard|screen/i, <DashboardOutlined key="dash" />],
  [/address|location|map|environment/i, <EnvironmentOutlined key="addr" />],
  [/user|people|peoples|account|customer/i, <UserOutlined key="user" />],
  [/team|role|group/i, <TeamOutlined key="team" />],
  [/system|setting|config|monitor/i, <SettingOutlined key="sys" />],
  [/message|mail|email|sms|outbox/i, <MailOutlined key="mail" />],
  [/order|cart|shopping/i, <ShoppingCartOutlined key="order" />],
  [/finance|money|bill|wallet|pay/i, <MoneyCollectOutlined key="money" />],
  [/product|goods|shop/i, <ShopOutlined key="shop" />],
  [/track|transport|logistic|truck|car|delivery/i, <CarOutlined key="car" />],
  [/warehouse|sort|bag|inbox|depot/i, <InboxOutlined key="inbox" />],
  [/clearance|customs|safety/i, <SafetyCertificateOutlined key="safe" />],
  [/region|country|global|international/i, <GlobalOutlined key="globe" />],
  [/chart|stat|report/i, <BarChartOutlined key="chart" />],
  [/alert|notice|bell/i, <BellOutlined key="bell" />],
  [/ticket|work|tool/i, <ToolOutlined key="tool" />],
  [/subscribe|package|version|gift/i, <GiftOutlined key="gift" />],
  [/doc|file|log|task|download/i, <FileTextOutlined key="file" />],
  [/container|quote|price/i, <ContainerOutlined key="cont" />],
];

export function menuIcon(name: string | null | undefined, fallbackKey: string): ReactNode {
  const hit = name ? ICONS.find(([re]) => re.test(name)) : undefined;
  if (hit) return hit[1];
  const byPath = ICONS.find(([re]) => re.test(fallbackKey));
  return byPath ? byPath[1] : <AppstoreOutlined />;
}
