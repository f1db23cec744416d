# Turns the opening books core/book/<rule set>.txt into one C++ include for
# core/book.cpp: one { "rule set", R"(text)" } entry a file, named by the file.
#   cmake -DOUT=build/generated/wallrace_books.inc -P core/book/embed.cmake core/book/walls.txt ...
set(body "// Generated from core/book/*.txt by core/book/embed.cmake: do not edit.\n")
set(i 0)
while(i LESS CMAKE_ARGC)
  set(arg "${CMAKE_ARGV${i}}")
  math(EXPR i "${i} + 1")
  if(NOT arg MATCHES "\\.txt$")
    continue()
  endif()
  get_filename_component(name "${arg}" NAME_WE)
  file(READ "${arg}" text)
  string(FIND "${text}" ")wallrace_book\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${arg}: holds the text )wallrace_book\" that ends the embedded string")
  endif()
  string(APPEND body "{\"${name}\", R\"wallrace_book(${text})wallrace_book\"},\n")
endwhile()
file(WRITE "${OUT}.tmp" "${body}")
configure_file("${OUT}.tmp" "${OUT}" COPYONLY)  # rewritten only when it changed
file(REMOVE "${OUT}.tmp")
