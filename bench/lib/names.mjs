// Names, cities and phone formats for generated benchmark data: the congregations of an international
// church, with the accents people really have (Peña, João, Hélène, Müller, Nguyễn) so the
// accent-insensitive search is measured on realistic text.

/** Given names and surnames of one naming tradition. `secondSurname`: share of people with two surnames. */
// prettier-ignore
export const NAME_POOLS = {
  filipino: {
    male: [
      'José', 'Juan', 'Mark', 'John Paul', 'Christian', 'Rodel', 'Ronaldo', 'Rogelio', 'Eduardo', 'Ernesto',
      'Bienvenido', 'Danilo', 'Ramon', 'Renato', 'Reynaldo', 'Jerome', 'Kenneth', 'Carlo', 'Paolo', 'Miguel',
      'Efren', 'Arnel', 'Noel', 'Wilfredo', 'Niño', 'Gabriel', 'Jericho', 'Emmanuel', 'Jomar', 'Andrés',
      'Rommel', 'Joshua', 'Ariel', 'Dominador', 'Crisanto', 'Teodoro', 'Florencio', 'Jun-Jun', 'Bong', 'Romeo',
    ],
    female: [
      'María', 'Maricel', 'Marites', 'Rosario', 'Luzviminda', 'Jocelyn', 'Rowena', 'Cristina', 'Angelica',
      'Kristine', 'Jasmine', 'Princess', 'Lovely', 'Mary Grace', 'Ana Marie', 'Charmaine', 'Divina', 'Erlinda',
      'Imelda', 'Lourdes', 'Teresita', 'Remedios', 'Corazón', 'Dolores', 'Nenita', 'Rhea', 'Shiela', 'Joy',
      'Liezl', 'Mylene', 'Precious', 'Jennalyn', 'Marivic', 'Perla', 'Concepción', 'Milagros', 'Rosalinda',
    ],
    last: [
      'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada',
      'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar',
      'Mercado', 'Dela Cruz', 'De los Santos', 'Delos Reyes', 'Peña', 'Muñoz', 'Dimaculangan', 'Macaraeg',
      'Pangilinan', 'Manalo', 'Lacson', 'Soriano', 'Magbanua', 'Lagman', 'Tolentino', 'Panganiban',
      'Buenaventura', 'Gonzales', 'Fernández', 'Sarmiento', 'Concepción', 'Ibañez', 'Quiñones', 'Nuñez', 'Ong',
      'Tan', 'Lim', 'Sy', 'Dizon', 'Yap', 'Agbayani', 'Malabanan', 'Macapagal', 'Enríquez', 'Dumalagan',
      'Cabañero', 'Española', 'Batungbakal', 'Mañalac', 'Zamora', 'Valdez', 'Lopez', 'Gatchalian',
    ],
    secondSurname: 0,
  },
  hispanic: {
    male: [
      'José', 'Antonio', 'Manuel', 'Francisco', 'Javier', 'Jesús', 'Alejandro', 'Sergio', 'Pablo', 'Álvaro',
      'Rubén', 'Iván', 'Óscar', 'Andrés', 'Ramón', 'Joaquín', 'Martín', 'Hernán', 'Nicolás', 'Sebastián',
      'Matías', 'Tomás', 'Julián', 'Agustín', 'Íñigo', 'Ángel', 'Raúl', 'Héctor', 'Víctor', 'César',
      'Juan Carlos', 'Luis Miguel', 'Santiago', 'Diego', 'Emilio',
    ],
    female: [
      'María', 'Carmen', 'Lucía', 'Sofía', 'Martina', 'Paula', 'Valentina', 'Camila', 'Ximena', 'Inés',
      'Mónica', 'Begoña', 'Nuria', 'Rocío', 'Ángela', 'Pilar', 'Verónica', 'Raquel', 'Marisol', 'Guadalupe',
      'Itziar', 'Leticia', 'Beatriz', 'Noemí', 'Belén', 'Adriana', 'Daniela', 'María José', 'Ana Belén',
      'Fernanda', 'Renata', 'Araceli',
    ],
    last: [
      'García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez',
      'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso',
      'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano',
      'Blanco', 'Suárez', 'Molina', 'Morales', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín',
      'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero',
      'Cano', 'Prieto', 'Méndez', 'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Peña', 'Ibáñez', 'Herrera',
      'Márquez', 'Cabrera', 'Aguilar', 'Fuentes', 'Carrasco', 'Caballero', 'Nieto', 'Reyes', 'Aguirre',
      'Quiñónez', 'Echeverría', 'Zúñiga', 'Saldaña', 'Bolaños', 'Cárdenas', 'Maldonado', 'Peñalosa', 'Ordóñez',
    ],
    secondSurname: 1,
  },
  lusophone: {
    male: [
      'João', 'José', 'António', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luís',
      'Marcos', 'Gabriel', 'Rafael', 'Tiago', 'Thiago', 'Gonçalo', 'Rodrigo', 'Vinícius', 'Caio', 'Matheus',
      'Leonardo', 'Sérgio', 'Fábio', 'Márcio', 'Rúben', 'André', 'Simão', 'Estêvão', 'João Pedro', 'Otávio',
    ],
    female: [
      'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline',
      'Conceição', 'Letícia', 'Bárbara', 'Inês', 'Beatriz', 'Leonor', 'Mariana', 'Luísa', 'Graça', 'Fátima',
      'Lúcia', 'Débora', 'Vitória', 'Cecília', 'Tânia', 'Sônia', 'Flávia', 'Maria da Conceição', 'Ana Clara',
    ],
    last: [
      'Silva', 'Santos', 'Oliveira', 'Souza', 'Sousa', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
      'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira',
      'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes',
      'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Conceição', 'Magalhães',
      'Guimarães', 'Brandão', 'Simões', 'Falcão', 'Leitão', 'Assunção', 'Antunes', 'Patrício', 'Figueiredo',
      'Sá', 'Monteiro', 'Damião', 'Romão', 'Estêvão', 'Conceição Neves',
    ],
    secondSurname: 0.5,
  },
  french: {
    male: [
      'Jean', 'Pierre', 'Michel', 'André', 'François', 'Frédéric', 'Stéphane', 'Jérôme', 'Sébastien', 'Cédric',
      'Rémi', 'Benoît', 'Loïc', 'Joël', 'Hervé', 'Gaël', 'Théo', 'Mathéo', 'Noël', 'Léon', 'Étienne', 'Clément',
      'Maxime', 'Julien', 'Antoine', 'Jean-Baptiste', 'Jean-Luc',
    ],
    female: [
      'Marie', 'Hélène', 'Élodie', 'Céline', 'Anaïs', 'Chloé', 'Léa', 'Zoé', 'Inès', 'Noémie', 'Mélanie',
      'Aurélie', 'Émilie', 'Océane', 'Clémence', 'Camille', 'Sophie', 'Françoise', 'Geneviève', 'Thérèse',
      'Brigitte', 'Cécile', 'Joséphine', 'Maëlle', 'Agnès', 'Marie-Hélène', 'Anne-Sophie',
    ],
    last: [
      'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
      'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
      'Morel', 'Girard', 'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Legrand',
      'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin',
      'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Fontaine', 'Chevalier', 'Robin', 'Béranger',
      'Lemaître', 'Ménard', 'Génin', 'Thériault', 'Séguin', 'Hébert', 'Bélanger', 'Côté', 'Lévesque', "D'Amour",
    ],
    secondSurname: 0,
  },
  german: {
    male: [
      'Thomas', 'Michael', 'Andreas', 'Stefan', 'Jürgen', 'Jörg', 'Uwe', 'Günter', 'Klaus', 'Wolfgang',
      'Matthias', 'Sebastian', 'Lukas', 'Jonas', 'Maximilian', 'Felix', 'Niklas', 'Björn', 'Sören', 'Jens',
      'Tobias', 'Florian', 'Dieter', 'Hans-Peter', 'Karl-Heinz',
    ],
    female: [
      'Anna', 'Ursula', 'Sabine', 'Petra', 'Monika', 'Jutta', 'Brigitte', 'Gisela', 'Ingrid', 'Käthe',
      'Renate', 'Birgit', 'Katrin', 'Julia', 'Lea', 'Hannah', 'Lena', 'Jana', 'Sophie', 'Lisa', 'Marlene',
      'Dörte', 'Bärbel', 'Gabriele', 'Heike', 'Anke', 'Hannelore',
    ],
    last: [
      'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
      'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
      'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
      'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber',
      'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Vogel', 'Friedrich',
      'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz', 'Baumann', 'Böhm',
      'Krämer', 'Jäger', 'Groß', 'Kühn', 'Müller-Lüdenscheidt', 'Straßburger', 'Öztürk',
    ],
    secondSurname: 0,
  },
  italian: {
    male: [
      'Giuseppe', 'Giovanni', 'Antonio', 'Mario', 'Luca', 'Marco', 'Andrea', 'Francesco', 'Alessandro',
      'Matteo', 'Lorenzo', 'Niccolò', 'Nicolò', 'Mattia', 'Gianluca', 'Pietro', 'Davide', 'Salvatore',
    ],
    female: [
      'Maria', 'Anna', 'Giulia', 'Francesca', 'Chiara', 'Sara', 'Alessia', 'Martina', 'Giorgia', 'Federica',
      'Elisa', 'Rosa', 'Angela', 'Giovanna', 'Lucia', 'Caterina', 'Beatrice',
    ],
    last: [
      'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
      'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
      "D'Angelo", "Dell'Acqua", 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara',
    ],
    secondSurname: 0,
  },
  vietnamese: {
    // Given (middle + given) name in first name, family name in last name, as Vietnamese members abroad register.
    male: [
      'Văn Minh', 'Đức Anh', 'Quang Huy', 'Minh Tuấn', 'Hoàng Long', 'Thanh Tùng', 'Quốc Bảo', 'Văn Hải',
      'Hữu Phước', 'Công Vinh', 'Tiến Dũng', 'Đình Khoa', 'Trọng Nghĩa', 'Bảo Long', 'Gia Huy', 'Văn Đức',
    ],
    female: [
      'Thị Hương', 'Thị Lan', 'Thị Mai', 'Ngọc Ánh', 'Thu Trang', 'Thanh Hằng', 'Phương Linh', 'Kim Ngân',
      'Thùy Dương', 'Minh Châu', 'Bích Ngọc', 'Hồng Nhung', 'Mỹ Linh', 'Diệu Linh', 'Khánh Vy', 'Thị Thủy',
    ],
    last: [
      'Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô',
      'Dương', 'Lý', 'Trương', 'Đinh', 'Lâm', 'Mai', 'Tô', 'Quách', 'Châu', 'Thái',
    ],
    secondSurname: 0,
  },
  korean: {
    male: [
      'Min-jun', 'Seo-jun', 'Do-yun', 'Ji-ho', 'Ha-jun', 'Joon-ho', 'Sung-min', 'Dong-hyun', 'Jae-won',
      'Hyun-woo', 'Tae-yang', 'Sang-woo', 'Young-ho', 'Jin-woo', 'Kyung-soo',
    ],
    female: [
      'Seo-yeon', 'Ji-woo', 'Ha-eun', 'Soo-ah', 'Min-seo', 'Ji-yeon', 'Eun-ji', 'Hye-jin', 'Yoo-na', 'Su-bin',
      'Da-eun', 'Mi-kyung', 'Jung-hee', 'Soo-jin', 'Ye-jin',
    ],
    last: [
      'Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin',
      'Kwon', 'Hwang', 'Ahn', 'Song', 'Yoo', 'Hong', 'Jeon', 'Go', 'Moon', 'Yang', 'Son', 'Baek', 'Heo', 'Nam',
    ],
    secondSurname: 0,
  },
  american: {
    male: [
      'James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Christopher',
      'Daniel', 'Matthew', 'Anthony', 'Andrew', 'Joshua', 'Ethan', 'Tyler', 'Brandon', 'Kevin', 'Ryan',
    ],
    female: [
      'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen',
      'Ashley', 'Emily', 'Megan', 'Hannah', 'Olivia', 'Madison', 'Abigail', 'Chloe', 'Renée', 'Zoë',
    ],
    last: [
      'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor',
      'Moore', 'Jackson', 'White', 'Harris', 'Thompson', 'Clark', 'Lewis', 'Walker', 'Young', 'Allen',
      'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', "O'Brien", "O'Connor",
      'McDonald', 'Sullivan',
    ],
    secondSurname: 0,
  },
};

const digits = (random, count) => {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(random() * 10).toString();
  return out;
};
const oneOf = (random, items) => items[Math.floor(random() * items.length)];

/**
 * Countries where the church has congregations. `weight`: share of generated locales (a Filipino-founded
 * church: most congregations are in the Philippines, the rest follow its diaspora and missions).
 * Mobile numbers are E.164 in each country's mobile ranges (US numbers in 555-01xx, reserved for fiction).
 */
// prettier-ignore
export const COUNTRIES = [
  {
    id: 'PH', name: 'Philippines', pool: 'filipino', weight: 40, timeZone: 'Asia/Manila', currency: 'PHP', language: 'fil',
    cities: [
      'Manila', 'Pasig', 'Taguig', 'Caloocan', 'Pasay', 'Parañaque', 'Las Piñas', 'Marikina', 'Muntinlupa',
      'Valenzuela', 'Antipolo', 'Bacoor', 'Dasmariñas', 'Imus', 'Calamba', 'Santa Rosa', 'San Fernando',
      'Angeles', 'Baguio', 'Dagupan', 'Batangas', 'Lucena', 'Naga', 'Legazpi', 'Iloilo', 'Bacolod', 'Dumaguete',
      'Tacloban', 'Cagayan de Oro', 'Davao', 'General Santos', 'Zamboanga', 'Butuan', 'Puerto Princesa',
      'Tuguegarao', 'Malolos', 'Olongapo', 'Cabanatuan', 'Tarlac', 'Biñan',
    ],
    mobile: (r) => `+639${oneOf(r, ['17', '18', '19', '20', '27', '55', '61', '95', '91', '98'])}${digits(r, 7)}`,
  },
  {
    id: 'ES', name: 'Spain', pool: 'hispanic', weight: 6, timeZone: 'Europe/Madrid', currency: 'EUR', language: 'es',
    cities: ['Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Bilbao', 'Alicante', 'Valladolid', 'Palma', 'A Coruña'],
    mobile: (r) => `+34${oneOf(r, ['6', '7'])}${digits(r, 8)}`,
  },
  {
    id: 'MX', name: 'Mexico', pool: 'hispanic', weight: 5, timeZone: 'America/Mexico_City', currency: 'MXN', language: 'es',
    cities: ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Mérida', 'Querétaro', 'Tijuana', 'León', 'Cancún'],
    mobile: (r) => `+52${oneOf(r, ['55', '33', '81', '22'])}${digits(r, 8)}`,
  },
  {
    id: 'AR', name: 'Argentina', pool: 'hispanic', weight: 3, timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', language: 'es',
    cities: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza', 'San Miguel de Tucumán', 'La Plata'],
    mobile: (r) => `+549${oneOf(r, ['11', '351', '341'])}${digits(r, 7)}`,
  },
  {
    id: 'CO', name: 'Colombia', pool: 'hispanic', weight: 3, timeZone: 'America/Bogota', currency: 'COP', language: 'es',
    cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga'],
    mobile: (r) => `+573${oneOf(r, ['00', '10', '15', '20'])}${digits(r, 7)}`,
  },
  {
    id: 'BR', name: 'Brazil', pool: 'lusophone', weight: 6, timeZone: 'America/Sao_Paulo', currency: 'BRL', language: 'pt',
    cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Brasília', 'Salvador', 'Fortaleza', 'Curitiba', 'Recife', 'Porto Alegre', 'Goiânia', 'Belém', 'Florianópolis'],
    mobile: (r) => `+55${oneOf(r, ['11', '21', '31', '61', '71', '85'])}9${digits(r, 8)}`,
  },
  {
    id: 'PT', name: 'Portugal', pool: 'lusophone', weight: 3, timeZone: 'Europe/Lisbon', currency: 'EUR', language: 'pt',
    cities: ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Setúbal', 'Funchal', 'Évora', 'Faro'],
    mobile: (r) => `+3519${oneOf(r, ['1', '2', '3', '6'])}${digits(r, 7)}`,
  },
  {
    id: 'FR', name: 'France', pool: 'french', weight: 4, timeZone: 'Europe/Paris', currency: 'EUR', language: 'fr',
    cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux', 'Lille', 'Saint-Étienne', 'Orléans'],
    mobile: (r) => `+33${oneOf(r, ['6', '7'])}${digits(r, 8)}`,
  },
  {
    id: 'DE', name: 'Germany', pool: 'german', weight: 4, timeZone: 'Europe/Berlin', currency: 'EUR', language: 'de',
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Nürnberg', 'Dresden', 'Göttingen'],
    mobile: (r) => `+491${oneOf(r, ['51', '52', '57', '60', '70', '76'])}${digits(r, 8)}`,
  },
  {
    id: 'IT', name: 'Italy', pool: 'italian', weight: 3, timeZone: 'Europe/Rome', currency: 'EUR', language: 'it',
    cities: ['Roma', 'Milano', 'Napoli', 'Torino', 'Firenze', 'Bologna', 'Forlì', 'Cantù'],
    mobile: (r) => `+393${oneOf(r, ['20', '33', '40', '47', '88'])}${digits(r, 7)}`,
  },
  {
    id: 'VN', name: 'Vietnam', pool: 'vietnamese', weight: 4, timeZone: 'Asia/Ho_Chi_Minh', currency: 'VND', language: 'vi',
    cities: ['Hà Nội', 'Thành phố Hồ Chí Minh', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ', 'Huế', 'Nha Trang', 'Biên Hòa'],
    mobile: (r) => `+849${oneOf(r, ['0', '1', '3', '4', '8'])}${digits(r, 7)}`,
  },
  {
    id: 'KR', name: 'Korea', pool: 'korean', weight: 4, timeZone: 'Asia/Seoul', currency: 'KRW', language: 'ko',
    cities: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Daejeon', 'Gwangju', 'Suwon', 'Ulsan'],
    mobile: (r) => `+8210${digits(r, 8)}`,
  },
  {
    id: 'US', name: 'United States', pool: 'american', weight: 8, timeZone: 'America/Los_Angeles', currency: 'USD', language: 'en',
    cities: ['San Francisco', 'San Diego', 'Seattle', 'Chicago', 'Houston', 'Dallas', 'Honolulu', 'Las Vegas', 'Jersey City', 'Virginia Beach', 'Anchorage', 'Phoenix', 'Sacramento', 'Orlando'],
    mobile: (r) => `+1${oneOf(r, ['206', '312', '415', '619', '702', '713', '808'])}55501${digits(r, 2)}`,
  },
];

/** Flock names `<cluster>-<name>`: the database takes the cluster from the part before the dash. */
// prettier-ignore
export const FLOCK_WORDS = [
  'Joy', 'Hope', 'Faith', 'Grace', 'Peace', 'Love', 'Light', 'Zion', 'Shalom', 'Agape', 'Bethel', 'Emmanuel',
  'Gideon', 'Canaan', 'Jubilee', 'Victory', 'Harvest', 'Eden', 'Hermon', 'Carmel', 'Sharon', 'Hebron',
];

/** Parts of a locale name when a country has more congregations than cities in the list. */
export const LOCALE_SUFFIXES = ['North', 'South', 'East', 'West', 'Central', 'Poblacion', 'Heights', 'Hills'];

/** Lower case without accents: how people type a name into the search box. */
export const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/ß/g, 'ss')
    .toLowerCase();
