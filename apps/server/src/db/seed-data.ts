/**
 * Raw material for the demo catalogue: real Indian cities with approximate coordinates
 * (longitude, latitude), a few real localities each, and the names that appear on bank auction
 * notices. Kept apart from seed.ts so the generator reads as rules, not data.
 */

export interface SeedCity {
  city: string;
  state: string;
  zone: 'NORTH' | 'SOUTH' | 'EAST' | 'WEST' | 'CENTRAL';
  region: string;
  lng: number;
  lat: number;
  /** First three digits of the city's PIN codes. */
  pin: string;
  localities: readonly string[];
}

export const SEED_CITIES: readonly SeedCity[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    zone: 'WEST',
    region: 'Mumbai Metropolitan Region',
    lng: 72.8777,
    lat: 19.076,
    pin: '400',
    localities: ['Andheri East', 'Borivali West', 'Chembur', 'Malad West'],
  },
  {
    city: 'Thane',
    state: 'Maharashtra',
    zone: 'WEST',
    region: 'Mumbai Metropolitan Region',
    lng: 72.9781,
    lat: 19.2183,
    pin: '400',
    localities: ['Ghodbunder Road', 'Kolshet', 'Majiwada'],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    zone: 'WEST',
    region: 'Western Maharashtra',
    lng: 73.8567,
    lat: 18.5204,
    pin: '411',
    localities: ['Baner', 'Hadapsar', 'Kothrud', 'Wakad', 'Chakan MIDC'],
  },
  {
    city: 'Nagpur',
    state: 'Maharashtra',
    zone: 'CENTRAL',
    region: 'Vidarbha',
    lng: 79.0882,
    lat: 21.1458,
    pin: '440',
    localities: ['Dharampeth', 'Manewada', 'Hingna MIDC'],
  },
  {
    city: 'Nashik',
    state: 'Maharashtra',
    zone: 'WEST',
    region: 'North Maharashtra',
    lng: 73.7898,
    lat: 19.9975,
    pin: '422',
    localities: ['Gangapur Road', 'Satpur MIDC', 'Indira Nagar'],
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    zone: 'WEST',
    region: 'Central Gujarat',
    lng: 72.5714,
    lat: 23.0225,
    pin: '380',
    localities: ['Satellite', 'Naroda GIDC', 'Bopal', 'Maninagar'],
  },
  {
    city: 'Surat',
    state: 'Gujarat',
    zone: 'WEST',
    region: 'South Gujarat',
    lng: 72.8311,
    lat: 21.1702,
    pin: '395',
    localities: ['Adajan', 'Vesu', 'Sachin GIDC'],
  },
  {
    city: 'Vadodara',
    state: 'Gujarat',
    zone: 'WEST',
    region: 'Central Gujarat',
    lng: 73.1812,
    lat: 22.3072,
    pin: '390',
    localities: ['Alkapuri', 'Makarpura GIDC', 'Gotri'],
  },
  {
    city: 'Rajkot',
    state: 'Gujarat',
    zone: 'WEST',
    region: 'Saurashtra',
    lng: 70.8022,
    lat: 22.3039,
    pin: '360',
    localities: ['Kalawad Road', 'Aji GIDC', 'Raiya Road'],
  },
  {
    city: 'Indore',
    state: 'Madhya Pradesh',
    zone: 'CENTRAL',
    region: 'Malwa',
    lng: 75.8577,
    lat: 22.7196,
    pin: '452',
    localities: ['Vijay Nagar', 'Palasia', 'Sanwer Road Industrial Area', 'Rau'],
  },
  {
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    zone: 'CENTRAL',
    region: 'Central Madhya Pradesh',
    lng: 77.4126,
    lat: 23.2599,
    pin: '462',
    localities: ['Arera Colony', 'Kolar Road', 'Govindpura Industrial Area'],
  },
  {
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    zone: 'CENTRAL',
    region: 'Mahakoshal',
    lng: 79.9864,
    lat: 23.1815,
    pin: '482',
    localities: ['Napier Town', 'Vijay Nagar', 'Richhai Industrial Area'],
  },
  {
    city: 'Gwalior',
    state: 'Madhya Pradesh',
    zone: 'CENTRAL',
    region: 'Gwalior-Chambal',
    lng: 78.1828,
    lat: 26.2183,
    pin: '474',
    localities: ['City Centre', 'Thatipur', 'Banmore Industrial Area'],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    zone: 'NORTH',
    region: 'National Capital Region',
    lng: 77.209,
    lat: 28.6139,
    pin: '110',
    localities: ['Dwarka Sector 7', 'Laxmi Nagar', 'Okhla Industrial Area Phase II', 'Rohini Sector 15'],
  },
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    zone: 'NORTH',
    region: 'National Capital Region',
    lng: 77.391,
    lat: 28.5355,
    pin: '201',
    localities: ['Sector 62', 'Sector 137', 'Phase II Industrial Area'],
  },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    zone: 'NORTH',
    region: 'Central Uttar Pradesh',
    lng: 80.9462,
    lat: 26.8467,
    pin: '226',
    localities: ['Gomti Nagar', 'Aliganj', 'Chinhat Industrial Area'],
  },
  {
    city: 'Kanpur',
    state: 'Uttar Pradesh',
    zone: 'NORTH',
    region: 'Central Uttar Pradesh',
    lng: 80.3319,
    lat: 26.4499,
    pin: '208',
    localities: ['Swaroop Nagar', 'Kidwai Nagar', 'Panki Industrial Area'],
  },
  {
    city: 'Muzaffarnagar',
    state: 'Uttar Pradesh',
    zone: 'NORTH',
    region: 'Western Uttar Pradesh',
    lng: 77.7085,
    lat: 29.4727,
    pin: '251',
    localities: ['Gandhi Colony', 'Begrajpur Industrial Area', 'Civil Lines'],
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    zone: 'NORTH',
    region: 'Jaipur Region',
    lng: 75.7873,
    lat: 26.9124,
    pin: '302',
    localities: ['Malviya Nagar', 'Vaishali Nagar', 'Sitapura Industrial Area', 'Mansarovar'],
  },
  {
    city: 'Udaipur',
    state: 'Rajasthan',
    zone: 'NORTH',
    region: 'Mewar',
    lng: 73.7125,
    lat: 24.5854,
    pin: '313',
    localities: ['Hiran Magri', 'Fatehpura', 'Madri Industrial Area'],
  },
  {
    city: 'Jodhpur',
    state: 'Rajasthan',
    zone: 'NORTH',
    region: 'Marwar',
    lng: 73.0243,
    lat: 26.2389,
    pin: '342',
    localities: ['Shastri Nagar', 'Ratanada', 'Basni Industrial Area'],
  },
  {
    city: 'Chandigarh',
    state: 'Chandigarh',
    zone: 'NORTH',
    region: 'Tricity',
    lng: 76.7794,
    lat: 30.7333,
    pin: '160',
    localities: ['Sector 35', 'Industrial Area Phase I', 'Manimajra'],
  },
  {
    city: 'Ludhiana',
    state: 'Punjab',
    zone: 'NORTH',
    region: 'Central Punjab',
    lng: 75.8573,
    lat: 30.901,
    pin: '141',
    localities: ['Sarabha Nagar', 'Focal Point', 'Model Town'],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    zone: 'SOUTH',
    region: 'Bengaluru Urban',
    lng: 77.5946,
    lat: 12.9716,
    pin: '560',
    localities: ['Whitefield', 'Electronic City Phase I', 'Jayanagar 4th Block', 'Yelahanka'],
  },
  {
    city: 'Mysuru',
    state: 'Karnataka',
    zone: 'SOUTH',
    region: 'Southern Karnataka',
    lng: 76.6394,
    lat: 12.2958,
    pin: '570',
    localities: ['Vijayanagar', 'Hebbal Industrial Area', 'Kuvempunagar'],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    zone: 'SOUTH',
    region: 'Chennai Metropolitan Area',
    lng: 80.2707,
    lat: 13.0827,
    pin: '600',
    localities: ['Velachery', 'Anna Nagar', 'Ambattur Industrial Estate'],
  },
  {
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    zone: 'SOUTH',
    region: 'Kongu Nadu',
    lng: 76.9558,
    lat: 11.0168,
    pin: '641',
    localities: ['RS Puram', 'Saravanampatti', 'SIDCO Industrial Estate'],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    zone: 'SOUTH',
    region: 'Greater Hyderabad',
    lng: 78.4867,
    lat: 17.385,
    pin: '500',
    localities: ['Kukatpally', 'Gachibowli', 'Jeedimetla Industrial Area'],
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    zone: 'SOUTH',
    region: 'Central Kerala',
    lng: 76.2673,
    lat: 9.9312,
    pin: '682',
    localities: ['Kakkanad', 'Edappally', 'Kalamassery Industrial Area'],
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    zone: 'EAST',
    region: 'Kolkata Metropolitan Area',
    lng: 88.3639,
    lat: 22.5726,
    pin: '700',
    localities: ['Salt Lake Sector V', 'Behala', 'Rajarhat New Town'],
  },
  {
    city: 'Bhubaneswar',
    state: 'Odisha',
    zone: 'EAST',
    region: 'Coastal Odisha',
    lng: 85.8245,
    lat: 20.2961,
    pin: '751',
    localities: ['Patia', 'Mancheswar Industrial Estate', 'Khandagiri'],
  },
  {
    city: 'Patna',
    state: 'Bihar',
    zone: 'EAST',
    region: 'Magadh',
    lng: 85.1376,
    lat: 25.5941,
    pin: '800',
    localities: ['Boring Road', 'Kankarbagh', 'Patliputra Industrial Area'],
  },
  {
    city: 'Guwahati',
    state: 'Assam',
    zone: 'EAST',
    region: 'Kamrup Metropolitan',
    lng: 91.7362,
    lat: 26.1445,
    pin: '781',
    localities: ['Beltola', 'Six Mile', 'Amingaon Industrial Area'],
  },
];

/** Names on notices follow the region: a borrower in Pune is more likely a Patil than a Banerjee. */
export interface NameGroup {
  first: readonly string[];
  spouse: readonly string[];
  surnames: readonly string[];
}

export const NAME_GROUPS = {
  hindi: {
    first: ['Ramesh', 'Suresh', 'Rajesh', 'Sanjay', 'Vinod', 'Rakesh', 'Anil', 'Manoj', 'Deepak', 'Arvind'],
    spouse: ['Sunita', 'Kavita', 'Anita', 'Rekha', 'Pooja', 'Neha'],
    surnames: [
      'Sharma',
      'Verma',
      'Gupta',
      'Agarwal',
      'Mishra',
      'Tiwari',
      'Yadav',
      'Chauhan',
      'Srivastava',
      'Jain',
    ],
  },
  marathi: {
    first: ['Prakash', 'Mahesh', 'Satish', 'Vijay', 'Sunil', 'Dilip', 'Sachin'],
    spouse: ['Savita', 'Meena', 'Asha', 'Vaishali', 'Smita'],
    surnames: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Pawar', 'Jadhav', 'Shinde'],
  },
  gujarati: {
    first: ['Harish', 'Naresh', 'Ashok', 'Kiran', 'Jignesh', 'Bhavesh'],
    spouse: ['Geeta', 'Hetal', 'Priya', 'Falguni'],
    surnames: ['Shah', 'Patel', 'Mehta', 'Desai', 'Parikh', 'Thakkar'],
  },
  southern: {
    first: ['Venkatesh', 'Subramanian', 'Arun', 'Gopal', 'Ravi', 'Srinivas', 'Mohan'],
    spouse: ['Lakshmi', 'Meenakshi', 'Padma', 'Divya'],
    surnames: ['Reddy', 'Rao', 'Iyer', 'Nair', 'Menon', 'Pillai', 'Naidu', 'Gowda'],
  },
  eastern: {
    first: ['Debasish', 'Pranab', 'Sourav', 'Subrata', 'Bikash', 'Manas'],
    spouse: ['Rupa', 'Mousumi', 'Sharmila', 'Ananya'],
    surnames: ['Banerjee', 'Chatterjee', 'Das', 'Mohanty', 'Ghosh', 'Sinha', 'Baruah'],
  },
  punjabi: {
    first: ['Gurpreet', 'Harjeet', 'Manpreet', 'Baldev', 'Jaswinder'],
    spouse: ['Harpreet', 'Simran', 'Manjeet'],
    surnames: ['Gill', 'Sandhu', 'Grewal', 'Dhillon', 'Sidhu'],
  },
  urdu: {
    first: ['Abdul', 'Imran', 'Salim', 'Irfan', 'Javed'],
    spouse: ['Shabana', 'Nasreen', 'Farah'],
    surnames: ['Khan', 'Qureshi', 'Ansari', 'Siddiqui'],
  },
} as const satisfies Record<string, NameGroup>;
export type NameGroupKey = keyof typeof NAME_GROUPS;

/** The name groups usual in each state, most common first. */
export const STATE_NAME_GROUPS: Record<string, readonly NameGroupKey[]> = {
  Maharashtra: ['marathi', 'marathi', 'gujarati', 'hindi', 'urdu'],
  Gujarat: ['gujarati', 'gujarati', 'hindi'],
  'Madhya Pradesh': ['hindi', 'hindi', 'marathi', 'urdu'],
  Delhi: ['hindi', 'punjabi', 'urdu'],
  'Uttar Pradesh': ['hindi', 'hindi', 'urdu'],
  Rajasthan: ['hindi', 'hindi', 'gujarati'],
  Chandigarh: ['punjabi', 'punjabi', 'hindi'],
  Punjab: ['punjabi', 'punjabi', 'hindi'],
  Karnataka: ['southern', 'southern', 'urdu'],
  'Tamil Nadu': ['southern'],
  Telangana: ['southern', 'southern', 'urdu'],
  Kerala: ['southern'],
  'West Bengal': ['eastern', 'eastern', 'hindi'],
  Odisha: ['eastern'],
  Bihar: ['hindi', 'eastern'],
  Assam: ['eastern'],
};

export const BUSINESSES = [
  'Traders',
  'Enterprises',
  'Textiles',
  'Agro Foods',
  'Engineering Works',
  'Steel Industries',
  'Auto Components',
  'Builders and Developers',
  'Pharma Distributors',
  'Plastics',
  'Garments',
  'Logistics',
  'Electricals',
  'Dairy Products',
] as const;

export const BUILDING_NAMES = [
  'Shanti Heights',
  'Sai Krupa Apartments',
  'Green Valley Residency',
  'Laxmi Niwas',
  'Royal Palms',
  'Ganga Enclave',
  'Sunrise Towers',
  'Shree Ganesh Complex',
  'Orchid Residency',
  'Silver Oak Apartments',
] as const;

export const COMMERCIAL_NAMES = [
  'City Centre Mall',
  'Trade Tower',
  'Business Park',
  'Shopping Arcade',
  'Corporate Plaza',
  'Market Complex',
] as const;

/** Other secured creditors whose properties the auction house also sells (about a quarter of the demo). */
export const OTHER_LENDERS = [
  'State Bank of India',
  'Bank of Baroda',
  'Punjab National Bank',
  'Canara Bank',
  'Union Bank of India',
] as const;

/**
 * The EMD beneficiary account of each lender's demo auctions (decision 031): EMD collection accounts
 * as sale notices print them. Bharat Housing Finance's is also its saved default, which Add Property
 * prefills and the spreadsheet falls back on.
 */
export const LENDER_EMD_ACCOUNTS: Record<
  string,
  { accountName: string; accountNo: string; ifscCode: string; bankName: string; branch: string }
> = {
  'Bharat Housing Finance Ltd': {
    accountName: 'Bharat Housing Finance Ltd EMD Collection Account',
    accountNo: '50200045671234',
    ifscCode: 'HDFC0000236',
    bankName: 'HDFC Bank',
    branch: 'Connaught Place, New Delhi',
  },
  'State Bank of India': {
    accountName: 'SBI SARFAESI Auction EMD Account',
    accountNo: '38291045566',
    ifscCode: 'SBIN0000691',
    bankName: 'State Bank of India',
    branch: 'New Delhi Main Branch, Sansad Marg',
  },
  'Bank of Baroda': {
    accountName: 'Bank of Baroda Recovery EMD Account',
    accountNo: '29040200001187',
    ifscCode: 'BARB0PARLIA',
    bankName: 'Bank of Baroda',
    branch: 'Parliament Street, New Delhi',
  },
  'Punjab National Bank': {
    accountName: 'PNB Stressed Assets EMD Account',
    accountNo: '0153002100045672',
    ifscCode: 'PUNB0015300',
    bankName: 'Punjab National Bank',
    branch: 'Bhikaji Cama Place, New Delhi',
  },
  'Canara Bank': {
    accountName: 'Canara Bank ARM Branch EMD Account',
    accountNo: '2710201004563',
    ifscCode: 'CNRB0002710',
    bankName: 'Canara Bank',
    branch: 'Asset Recovery Management Branch, New Delhi',
  },
  'Union Bank of India': {
    accountName: 'Union Bank of India SAMB EMD Account',
    accountNo: '520101234567890',
    ifscCode: 'UBIN0530778',
    bankName: 'Union Bank of India',
    branch: 'Stressed Asset Management Branch, Mumbai',
  },
};
