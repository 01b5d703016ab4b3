/**
 * The 25 provinces are built in, so a fresh install can list them before any
 * gazetteer import. Codes, names and centres match the NCDD gazetteer; an import
 * refreshes them and adds districts and communes.
 */
export const BUILT_IN_PROVINCES: ReadonlyArray<{
  id: string;
  km: string;
  en: string;
  lat: number;
  lng: number;
}> = [
  { id: '01', km: 'បន្ទាយមានជ័យ', en: 'Banteay Meanchey', lat: 13.7989, lng: 102.8863 },
  { id: '02', km: 'បាត់ដំបង', en: 'Battambang', lat: 12.9257, lng: 103.2317 },
  { id: '03', km: 'កំពង់ចាម', en: 'Kampong Cham', lat: 12.1175, lng: 105.208 },
  { id: '04', km: 'កំពង់ឆ្នាំង', en: 'Kampong Chhnang', lat: 12.1382, lng: 104.3354 },
  { id: '05', km: 'កំពង់ស្ពឺ', en: 'Kampong Speu', lat: 11.5775, lng: 104.2714 },
  { id: '06', km: 'កំពង់ធំ', en: 'Kampong Thom', lat: 12.6688, lng: 104.8879 },
  { id: '07', km: 'កំពត', en: 'Kampot', lat: 10.6315, lng: 104.1326 },
  { id: '08', km: 'កណ្តាល', en: 'Kandal', lat: 11.3963, lng: 105.0208 },
  { id: '09', km: 'កោះកុង', en: 'Koh Kong', lat: 11.6813, lng: 103.0258 },
  { id: '10', km: 'ក្រចេះ', en: 'Kratié', lat: 12.6783, lng: 106.0582 },
  { id: '11', km: 'មណ្ឌលគិរី', en: 'Mondulkiri', lat: 12.7396, lng: 107.0088 },
  { id: '12', km: 'ភ្នំពេញ', en: 'Phnom Penh', lat: 11.573, lng: 104.8578 },
  { id: '13', km: 'ព្រះវិហារ', en: 'Preah Vihear', lat: 13.7463, lng: 104.974 },
  { id: '14', km: 'ព្រៃវែង', en: 'Prey Veng', lat: 11.366, lng: 105.4557 },
  { id: '15', km: 'ពោធិ៍សាត់', en: 'Pursat', lat: 12.4663, lng: 103.7427 },
  { id: '16', km: 'រតនគិរី', en: 'Ratanakiri', lat: 13.9311, lng: 107.0391 },
  { id: '17', km: 'សៀមរាប', en: 'Siem Reap', lat: 13.315, lng: 103.8054 },
  { id: '18', km: 'ព្រះសីហនុ', en: 'Preah Sihanouk', lat: 10.5061, lng: 103.2621 },
  { id: '19', km: 'ស្ទឹងត្រែង', en: 'Stung Treng', lat: 13.8525, lng: 106.089 },
  { id: '20', km: 'ស្វាយរៀង', en: 'Svay Rieng', lat: 11.1942, lng: 105.7973 },
  { id: '21', km: 'តាកែវ', en: 'Takéo', lat: 10.9354, lng: 104.7899 },
  { id: '22', km: 'ឧត្តរមានជ័យ', en: 'Oddar Meanchey', lat: 14.1586, lng: 103.7828 },
  { id: '23', km: 'កែប', en: 'Kep', lat: 10.4022, lng: 104.2651 },
  { id: '24', km: 'ប៉ៃលិន', en: 'Pailin', lat: 12.8905, lng: 102.6295 },
  { id: '25', km: 'ត្បូងឃ្មុំ', en: 'Tboung Khmum', lat: 11.9501, lng: 105.8246 },
];
