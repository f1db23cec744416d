# The opening books (core/book/<rule set>.txt) compiled into a target of the engine's
# sources: core/book.cpp includes the generated wallrace_books.inc (in the build folder,
# not committed), remade by embed.cmake whenever a book changes. Used by the root build
# (native and wasm) and by tests/fuzz.
set(WALLRACE_BOOK_DIR ${CMAKE_CURRENT_LIST_DIR})
function(wallrace_embed_books target)
  file(GLOB books CONFIGURE_DEPENDS ${WALLRACE_BOOK_DIR}/*.txt)
  set(inc ${CMAKE_CURRENT_BINARY_DIR}/generated/wallrace_books.inc)
  add_custom_command(OUTPUT ${inc}
    COMMAND ${CMAKE_COMMAND} -DOUT=${inc} -P ${WALLRACE_BOOK_DIR}/embed.cmake ${books}
    DEPENDS ${books} ${WALLRACE_BOOK_DIR}/embed.cmake
    COMMENT "Embedding the opening books" VERBATIM)
  target_sources(${target} PRIVATE ${inc})
  target_include_directories(${target} PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/generated)
endfunction()
