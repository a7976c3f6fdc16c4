// Texts of question import and export. The spec's own (the import failure, the "needs fixes"
// warning, 'Processo de importação finalizado!') live in QUESTION_MESSAGES (questions/messages.ts)
// and are used from there; these are ours, where the spec is silent.
export const QUESTION_IMPORT_MESSAGES = {
  questionImportChecking: 'Arquivo recebido! Validando as questões…',
  questionImportFileInvalid: 'Envie um arquivo .docx ou .csv válido',
  questionImportFileCorrupted:
    'O arquivo .docx está incompleto ou corrompido. Abra-o no Word, salve-o novamente e envie outra vez',
  questionImportFileTooLarge: 'O arquivo excede o tamanho máximo de {limit}',
  questionImportFileEmpty: 'Nenhuma questão foi encontrada no arquivo. Use o modelo de importação',
  questionImportTooManyQuestions: 'O arquivo tem mais de {limit} questões. Divida-o em arquivos menores',
  questionImportNotFound: 'Importação não encontrada',
  questionImportNotReady: 'A validação do arquivo ainda não terminou',
  questionImportItemNotFound: 'Questão não encontrada nesta importação',
  questionImportItemDone: 'Esta questão já foi importada',
  questionImportChanged: 'A importação foi alterada em outra janela. Atualize e tente novamente',
  questionImportImported: 'Questões importadas com sucesso!',
  questionImportFixed: 'Questão corrigida e importada!',
  questionsCreated: 'Questões criadas com sucesso!',
  questionExportEmpty: 'Não há questões para exportar',
  questionTypeInvalid: 'Tipo inválido: use Dissertativa, Múltipla escolha ou Verdadeiro ou falso',
} as const;
