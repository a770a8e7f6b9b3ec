// Compound-file output through the `cfb` package, with one fix: it pads the unused tail of the FAT and MiniFAT
// with ENDOFCHAIN where MS-CFB §2.3 requires FREESECT, which strict readers (e.g. Rust's `cfb` crate) reject.
import CFB from 'cfb';

const FREESECT = 0xffffffff;
const SECTOR = 512;

export function writeCfb(cfb: CFB.CFB$Container): Uint8Array {
  const out = new Uint8Array(CFB.write(cfb, { type: 'buffer' }) as Buffer);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const sectors = out.length / SECTOR - 1;
  const fatSectors = view.getUint32(0x2c, true);
  // The writer keeps the FAT within the header's 109 DIFAT slots for files under ~7 MB; past that the DIFAT
  // chain is followed the same way.
  fatSectorList(view, fatSectors).forEach((sector, k) => {
    for (let e = 0; e < SECTOR / 4; e++) if (k * (SECTOR / 4) + e >= sectors) view.setUint32((sector + 1) * SECTOR + e * 4, FREESECT, true);
  });
  const miniFatStart = view.getUint32(0x3c, true);
  const miniFatSectors = view.getUint32(0x40, true);
  const directory = view.getUint32(0x30, true);
  const miniSectors = Math.ceil(view.getUint32((directory + 1) * SECTOR + 120, true) / 64);
  // The writer lays the MiniFAT out in consecutive sectors.
  for (let k = 0; k < miniFatSectors; k++) {
    for (let e = 0; e < SECTOR / 4; e++) if (k * (SECTOR / 4) + e >= miniSectors) view.setUint32((miniFatStart + k + 1) * SECTOR + e * 4, FREESECT, true);
  }
  return out;
}

function fatSectorList(view: DataView, count: number): number[] {
  const list: number[] = [];
  for (let i = 0; i < Math.min(count, 109); i++) list.push(view.getUint32(0x4c + i * 4, true));
  let difat = view.getUint32(0x44, true);
  while (list.length < count && difat < 0xfffffffa) {
    const at = (difat + 1) * SECTOR;
    for (let i = 0; i < 127 && list.length < count; i++) list.push(view.getUint32(at + i * 4, true));
    difat = view.getUint32(at + 127 * 4, true);
  }
  return list;
}
