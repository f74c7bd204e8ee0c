import Decimal from 'decimal.js';
import type { ShipmentRequest } from './carrier.types';
import type { LabelData } from './label';

/**
 * The label of a shipment: the request's fields and the carrier's tracking number. Total weight is the boxes'
 * weights added as decimals (three places), pieces the number of boxes.
 */
export function labelDataOf(req: ShipmentRequest, trackingNo: string, at: Date = new Date()): LabelData {
  const weight = req.boxes.reduce((sum, b) => {
    try {
      return sum.plus(new Decimal(b.weight));
    } catch {
      return sum; // an unreadable weight adds nothing rather than failing the label
    }
  }, new Decimal(0));
  return {
    trackingNo,
    insideNumber: req.insideNumber,
    orderNo: req.orderNo,
    referenceNo: req.referenceNo,
    productName: req.product.name,
    sender: req.sender,
    receiver: req.receiver,
    weightKg: weight.toFixed(3),
    pieces: req.boxes.length,
    date: at,
  };
}
