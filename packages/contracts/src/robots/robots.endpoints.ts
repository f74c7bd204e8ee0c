import { defineEndpoint, needs } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import { Robot, RobotEnable, RobotIdPath, RobotSave, RobotWarehousePath } from './robots';

const tags = ['robots'];
const MANAGE = needs('warehouse:manage');

export const robotsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sortRobot/list/:warehouseId',
    summary: "Ours: a warehouse's robots with their state, read from the robot fleet now",
    tags,
    access: MANAGE,
    params: RobotWarehousePath,
    response: okRows(Robot),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/sortRobot/save',
    summary: 'Ours: add a robot (no id) or change one (id); its identifier is unique',
    tags,
    access: MANAGE,
    body: RobotSave,
    response: okObj(Robot),
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/sortRobot/enable',
    summary: 'Ours: enable or disable a robot (the screen asks to confirm a disable)',
    tags,
    access: MANAGE,
    body: RobotEnable,
    response: okObj(Robot),
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/sortRobot/delete/:id',
    summary: 'Ours: delete a robot',
    tags,
    access: MANAGE,
    params: RobotIdPath,
    response: okEmpty,
  }),
};
