// Portuguese texts of the SCORM domain (the spec has none of its own: 000 §7 only names the item
// kind). Composed into MESSAGES in ../messages.ts; the web shows them by key.
export const SCORM_MESSAGES = {
  scormNotZip: 'O pacote SCORM deve ser um arquivo .zip válido',
  scormManifestMissing: 'Pacote SCORM inválido: o arquivo imsmanifest.xml não está na raiz do .zip',
  scormManifestInvalid: 'Pacote SCORM inválido: não foi possível ler o imsmanifest.xml',
  scormNoLaunchableSco: 'Pacote SCORM inválido: o manifesto não indica uma página inicial (SCO) existente no pacote',
  scormUnsafePath: 'Pacote SCORM recusado: contém caminhos de arquivo inseguros (como "../", caminhos absolutos ou com "\\")',
  scormUnsupportedName: 'Pacote SCORM recusado: contém nomes de arquivo com caracteres não suportados',
  scormTooLarge: 'Pacote SCORM muito grande: o limite é de {limit}',
  scormTooManyEntries: 'Pacote SCORM recusado: contém arquivos demais (limite de {limit})',
  scormTooLargeUncompressed: 'Pacote SCORM recusado: descompactado ultrapassa o limite de {limit}',
  scormSuspiciousCompression: 'Pacote SCORM recusado: taxa de compressão suspeita (possível bomba zip)',
  scormItemNotFound: 'Conteúdo SCORM não encontrado',
  scormLaunchExpired: 'O acesso a este conteúdo SCORM expirou. Abra o item novamente',
  scormSaved: 'Progresso do SCORM salvo',
  scormSaveError: 'Ocorreu um erro ao salvar o progresso do SCORM! Tente novamente',
  scormLoadError: 'Ocorreu um erro ao abrir o conteúdo SCORM! Tente novamente',
} as const;
